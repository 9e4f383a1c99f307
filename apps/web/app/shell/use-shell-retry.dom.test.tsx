// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VISITOR_SHELL } from "../test/render-page.tsx";
import type { ShellData } from "./shell-data.ts";
import { useShellData } from "./use-shell-data.ts";
import { useShellRetry } from "./use-shell-retry.ts";

// A page whose server could not load part of the shell asks once more after hydration, and only
// once however the second answer goes.

const ABOUT = { id: "about", path: "/about", title: "About us", layout: "default", categories: ["top-menu"] };

function Page() {
  useShellRetry();
  const { pages } = useShellData();
  return <p>{pages.length === 0 ? "No menu" : pages.map((page) => page.title).join(", ")}</p>;
}

/** Renders the page under a root loader that gives `answers` in turn (the last one from then on). */
function renderWithAnswers(answers: Partial<ShellData>[]): { loads: () => number } {
  cleanup();
  let loads = 0;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ ...VISITOR_SHELL, ...answers[Math.min(loads++, answers.length - 1)] }),
      HydrateFallback: () => null,
      children: [{ index: true, Component: Page }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("the shell asks again when the server could not load it", () => {
  it("fills the menu in from the second answer", async () => {
    const page = renderWithAnswers([{ incomplete: true }, { pages: [ABOUT] }]);
    expect(await screen.findByText("About us")).toBeTruthy();
    expect(page.loads()).toBe(2);
  });

  it("asks only once while the platform stays unreachable", async () => {
    const page = renderWithAnswers([{ incomplete: true }]);
    expect(await screen.findByText("No menu")).toBeTruthy();
    await settle();
    expect(page.loads()).toBe(2);
  });

  it("does not ask again after a complete answer", async () => {
    const page = renderWithAnswers([{ pages: [ABOUT] }]);
    expect(await screen.findByText("About us")).toBeTruthy();
    await settle();
    expect(page.loads()).toBe(1);
  });
});
