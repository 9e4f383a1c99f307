// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PushPromptGate } from "../shell/push-prompt-gate.tsx";
import { PUSH_PROMPT_DISMISSED_KEY } from "../shell/push-prompt-rules.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";

// The push prompt's rules as the player meets them: it appears only after the wait, to a player
// who has deposited, in a browser that can receive pushes and has not decided; never during a
// time-out; "Not now" is remembered; "Turn on" asks the browser and stores the subscription.

/** The prompt's region (the page has others: the toaster's is one). */
const PROMPT = "Get notified on this device";
const DEPOSITED = { id: 5, email: "player@example.com", currency: "EUR", stats: { deposits_count: 1 } };
const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const SUBSCRIPTION = {
  endpoint: "https://push.example.net/send/abc",
  keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
};

function exclusion(active: boolean) {
  return () =>
    Response.json({
      exclusion: { kind: active ? "timeout" : null, started_at: null, ends_at: null, active },
      options: {
        timeout_min_days: 1,
        timeout_max_days: 42,
        self_exclusion_days: [],
        self_exclusion_indefinite_allowed: true,
      },
    });
}

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => permission);
const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION }));

beforeEach(() => {
  permission = "default";
  requestPermission.mockClear();
  subscribe.mockClear();
  localStorage.clear();
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { subscribe, getSubscription: async () => null } }) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

function renderGate(player: Record<string, unknown> | null, answers: Parameters<typeof stubApi>[0] = {}, delayMs = 0) {
  const fetch = stubApi({ "GET /api/player/exclusion": exclusion(false), ...answers });
  renderPage(() => <PushPromptGate delayMs={delayMs} />, { shell: { player: player as never } });
  return fetch;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("the push prompt", () => {
  it("appears after the wait to a player who has deposited, as a labelled region", async () => {
    renderGate(DEPOSITED, {}, 50);
    expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
    expect(await screen.findByRole("region", { name: PROMPT })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Turn on" })).toBeTruthy();
  });

  it("is not shown before the first deposit, nor when notifications are denied or granted", async () => {
    renderGate({ ...DEPOSITED, stats: { deposits_count: 0 } });
    await pause(50);
    expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
    for (const decided of ["denied", "granted"] as const) {
      permission = decided;
      renderGate(DEPOSITED);
      await pause(50);
      expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
    }
  });

  it("waits while the cookie notice is up", async () => {
    renderGate(DEPOSITED, {}, 20);
    const notice = document.body.appendChild(document.createElement("section"));
    notice.className = "cookie-notice";
    await pause(100);
    expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
    notice.remove();
    expect(await screen.findByRole("region", { name: PROMPT })).toBeTruthy();
  });

  it("is not shown during a time-out or self-exclusion", async () => {
    const fetch = renderGate(DEPOSITED, { "GET /api/player/exclusion": exclusion(true) });
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(0));
    await pause(50);
    expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
  });

  it("remembers 'Not now' on the device and stays away", async () => {
    renderGate(DEPOSITED);
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
    expect(Number(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY))).toBeGreaterThan(Date.now() - 10_000);
    renderGate(DEPOSITED);
    await pause(50);
    expect(screen.queryByRole("region", { name: PROMPT })).toBeNull();
  });

  it("on 'Turn on' asks the browser, subscribes with the server's key and stores the subscription", async () => {
    const fetch = renderGate(DEPOSITED, {
      "GET /api/push/vapid_public_key": () => Response.json({ public_key: KEY }),
      "POST /api/player/push_subscriptions": () => Response.json({ id: 1 }, { status: 201 }),
    });
    permission = "default";
    requestPermission.mockImplementationOnce(async () => {
      permission = "granted";
      return "granted";
    });
    await userEvent.click(await screen.findByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: PROMPT })).toBeNull());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const stored = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(stored?.[1]?.body))).toEqual(SUBSCRIPTION);
  });

  it("says so when the subscription cannot be stored, and stays", async () => {
    renderGate(DEPOSITED, {
      "GET /api/push/vapid_public_key": () => Response.json({ public_key: KEY }),
      "POST /api/player/push_subscriptions": () =>
        Response.json({ errors: { endpoint: ["is invalid"] } }, { status: 422 }),
    });
    requestPermission.mockImplementationOnce(async () => "granted");
    await userEvent.click(await screen.findByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("Notifications could not be turned on. Please try again later.")).toBeTruthy();
    expect(screen.getByRole("region", { name: PROMPT })).toBeTruthy();
  });
});
