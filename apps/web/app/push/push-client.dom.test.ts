// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api.ts";
import { forgetPushOnSignOut } from "./push-client.ts";

// Signing out stops this browser's pushes: the platform forgets the subscription (while the
// player is still signed in) and the browser drops it.

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

function browserWith(permission: NotificationPermission) {
  const unsubscribe = vi.fn(async () => true);
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", { permission, requestPermission: vi.fn() });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => ({ endpoint: "https://push.example.net/send/1", unsubscribe }) },
      }),
    },
  });
  return unsubscribe;
}

describe("signing out", () => {
  it("removes this browser's subscription from the platform, then from the browser", async () => {
    const unsubscribe = browserWith("granted");
    const fetch = stubApi({ "DELETE /api/player/push_subscriptions": () => new Response(null, { status: 204 }) });
    await forgetPushOnSignOut("en");
    const removed = fetch.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(JSON.parse(String(removed?.[1]?.body))).toEqual({ endpoint: "https://push.example.net/send/1" });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("does nothing where notifications were never allowed", async () => {
    const unsubscribe = browserWith("default");
    const fetch = stubApi({});
    await forgetPushOnSignOut("en");
    expect(fetch).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
  });
});
