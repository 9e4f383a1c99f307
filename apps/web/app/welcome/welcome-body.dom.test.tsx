// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { WelcomeBody } from "./welcome-body.tsx";
import { continueAfterWelcome, hasSeenWelcome } from "./welcome-seen.ts";

const PLAYER = { id: 41, email: "new.player@example.com", currency: "EUR", accounts: [] };

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderWelcome() {
  const close = vi.fn();
  renderPage(
    () => (
      <>
        <WelcomeBody flag="welcome" close={close} />
        <Search />
      </>
    ),
    { path: "/?welcome=modal", shell: { player: PLAYER as never } },
  );
  return { close };
}

beforeEach(() => localStorage.clear());

describe("the welcome modal", () => {
  it("presents the responsible-gambling tools and where to find them, and is remembered for the player", async () => {
    const { close } = renderWelcome();
    expect(await screen.findByRole("heading", { name: "Deposit and other limits" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set limits" }).getAttribute("href")).toBe("/?limits=modal");
    expect(screen.getByRole("heading", { name: "Take a break or self-exclude" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Responsible gambling" }).getAttribute("href")).toBe(
      "/responsible-gambling",
    );
    expect(screen.getByRole("link", { name: "Reality check setting" }).getAttribute("href")).toBe(
      "/profile/history#reality-check",
    );
    await waitFor(() => expect(hasSeenWelcome(41)).toBe(true));
    expect(hasSeenWelcome(42)).toBe(false);

    await userEvent.setup().click(screen.getByRole("button", { name: "Continue" }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("continues to the deposit a signed-out deposit attempt was heading for", async () => {
    continueAfterWelcome("fiat-deposit");
    const { close } = renderWelcome();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?fiat-deposit=modal"));
    expect(close).not.toHaveBeenCalled();
  });
});
