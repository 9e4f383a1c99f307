// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageErrorBoundary } from "./page-error-boundary.tsx";

function Crashing(): never {
  throw new Error("a page's bug");
}

describe("PageErrorBoundary", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the page while it renders", () => {
    render(
      <MantineProvider>
        <PageErrorBoundary>
          <p>Players</p>
        </PageErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText("Players")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("replaces a crashed page with an alert and a reload, keeping what is around it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MantineProvider>
        <nav>Navigation</nav>
        <PageErrorBoundary>
          <Crashing />
        </PageErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText("Navigation")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("This page could not be shown");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
