// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { InstallAppButton } from "./install-app-button.tsx";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** The browser as the test needs it: its user agent, and whether the site runs as an installed app. */
function emulate({ userAgent, standalone }: { userAgent: string; standalone: boolean }) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: standalone && query.includes("standalone"), media: query }) as MediaQueryList,
  );
}

/** Chromium's install offer, as the browser fires it. */
function offerInstall(): { prompt: ReturnType<typeof vi.fn> } {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the install-app item", () => {
  it("is absent where the browser offers no install", () => {
    emulate({ userAgent: CHROME, standalone: false });
    renderPage(() => <InstallAppButton variant="card" />);
    expect(screen.queryByText("Install app")).toBeNull();
  });

  it("opens the browser's install dialog once Chromium offers it, then goes", async () => {
    emulate({ userAgent: CHROME, standalone: false });
    renderPage(() => <InstallAppButton variant="header" />);
    const offer = offerInstall();
    await userEvent.click(await screen.findByRole("button", { name: "Install app" }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  });

  it("is hidden when the site already runs as an installed app, even if the browser offers it", async () => {
    emulate({ userAgent: CHROME, standalone: true });
    renderPage(() => <InstallAppButton variant="card" />);
    offerInstall();
    // Let the offer and any lazy part settle before saying nothing is there.
    await act(async () => {});
    expect(screen.queryByText("Install app")).toBeNull();
  });

  it("explains Share → Add to Home Screen on iOS, in the drawer", async () => {
    emulate({ userAgent: IPHONE, standalone: false });
    renderPage(() => <InstallAppButton variant="card" />);
    const step = await screen.findByText("Add to Home Screen");
    // The steps' own list (the toaster, from an earlier test file, is a list too).
    expect(step.closest("ol, ul")?.textContent).toContain("Share");
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  });

  it("opens the iOS explanation from the header by keyboard, and Escape closes it", async () => {
    emulate({ userAgent: IPHONE, standalone: false });
    renderPage(() => <InstallAppButton variant="header" />);
    const button = await screen.findByRole("button", { name: "Install app" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain("Add to Home Screen");
    fireEvent.keyDown(panel as HTMLElement, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("is hidden on iOS when opened from the home screen", async () => {
    emulate({ userAgent: IPHONE, standalone: true });
    renderPage(() => <InstallAppButton variant="card" />);
    // Let the offer and any lazy part settle before saying nothing is there.
    await act(async () => {});
    expect(screen.queryByText("Add to Home Screen")).toBeNull();
  });
});
