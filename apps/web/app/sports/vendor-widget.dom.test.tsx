// @vitest-environment happy-dom
import type { SportsbookProvider } from "@croupier/contract/schemas/sportsbook";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { VendorWidget } from "./vendor-widget.tsx";

const PROVIDER: SportsbookProvider = {
  vendor: "betby",
  widget: { brand_id: "brand-7", script_url: "https://widget.example/bt-renderer.min.js", theme_name: "croupier-dark" },
};

/** Stands in for Betby's script: loading it defines BTRenderer, which records how it was started. */
function fakeBetby() {
  const initialized: Array<Record<string, unknown>> = [];
  const killed = { count: 0 };
  const renderer = class {
    initialize(options: Record<string, unknown>) {
      initialized.push(options);
    }
    kill() {
      killed.count += 1;
    }
  };
  // The page loads the script once per visit: a later test finds it loaded already.
  (window as unknown as Record<string, unknown>).BTRenderer = renderer;
  const append = HTMLHeadElement.prototype.append;
  vi.spyOn(HTMLHeadElement.prototype, "append").mockImplementation(function (this: HTMLHeadElement, ...nodes) {
    const [node] = nodes;
    if (node instanceof HTMLScriptElement && node.src === PROVIDER.widget?.script_url) {
      queueMicrotask(() => node.onload?.(new Event("load")));
      return;
    }
    append.apply(this, nodes);
  });
  return { initialized, killed };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).BTRenderer;
});

describe("the vendor's sportsbook widget", () => {
  it("mounts for a signed-in player with the launch token", async () => {
    const betby = fakeBetby();
    const fetch = stubApi({
      "POST /api/sportsbook/launch": () =>
        Response.json({
          vendor: "betby",
          token: "es256.player.token",
          expires_at: "2026-11-27T20:00:00Z",
          lang: "en",
          currency: "EUR",
          odds_format: "decimal",
          widget: PROVIDER.widget,
        }),
    });
    renderPage(() => <VendorWidget provider={PROVIDER} locale="en" signedIn />);
    await waitFor(() => expect(betby.initialized).toHaveLength(1));
    const options = betby.initialized[0];
    expect(options?.brand_id).toBe("brand-7");
    expect(options?.token).toBe("es256.player.token");
    expect(options?.themeName).toBe("croupier-dark");
    expect(options?.lang).toBe("en");
    expect(options?.target).toBeInstanceOf(HTMLElement);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/sportsbook/launch"))).toBe(true);
    expect(screen.queryByText(/Sign in to place bets with your balance/)).toBeNull();
  });

  it("tears the widget down when the page goes", async () => {
    const betby = fakeBetby();
    stubApi({});
    const { unmount } = renderPage(() => <VendorWidget provider={PROVIDER} locale="en" signedIn={false} />);
    await waitFor(() => expect(betby.initialized).toHaveLength(1));
    unmount();
    expect(betby.killed.count).toBe(1);
  });

  it("shows a visitor the widget without a token and offers to sign in", async () => {
    const betby = fakeBetby();
    const fetch = stubApi({});
    renderPage(() => <VendorWidget provider={PROVIDER} locale="en" signedIn={false} />);
    await waitFor(() => expect(betby.initialized).toHaveLength(1));
    expect(betby.initialized[0]).not.toHaveProperty("token");
    expect(screen.getByText(/You are browsing as a visitor/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says why a self-excluded player gets no widget", async () => {
    const betby = fakeBetby();
    stubApi({
      "POST /api/sportsbook/launch": () =>
        Response.json(
          { error: "Your account is self-excluded: betting is closed until 27 May 2027.", code: "player_disabled" },
          { status: 403 },
        ),
    });
    renderPage(() => <VendorWidget provider={PROVIDER} locale="en" signedIn />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your account is self-excluded: betting is closed until 27 May 2027.",
    );
    expect(betby.initialized).toHaveLength(0);
  });
});
