import { describe, expect, it } from "vitest";
import webPush from "web-push";
import { loadConfig } from "../config.ts";

// The push settings of the environment: a VAPID pair is given whole or not at all, the subject
// defaults to the support address, and private endpoints are refused unless switched on.

describe("push configuration", () => {
  it("defaults: keys from the database, the support address as subject, private endpoints refused", () => {
    const { push } = loadConfig({ SUPPORT_EMAIL: "help@casino.example" });
    expect(push).toEqual({
      vapidKeys: undefined,
      subject: "mailto:help@casino.example",
      allowPrivateEndpoints: false,
      retryIntervalMs: 30_000,
    });
  });

  it("takes a configured key pair and subject", () => {
    const keys = webPush.generateVAPIDKeys();
    const { push } = loadConfig({
      PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_VAPID_SUBJECT: "https://casino.example/contact",
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "on",
    });
    expect(push.vapidKeys).toEqual(keys);
    expect(push.subject).toBe("https://casino.example/contact");
    expect(push.allowPrivateEndpoints).toBe(true);
  });

  it("refuses half a key pair, a malformed key and a subject that is neither mailto: nor https:", () => {
    const keys = webPush.generateVAPIDKeys();
    expect(() => loadConfig({ PUSH_VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ PUSH_VAPID_PRIVATE_KEY: "not a key" })).toThrow(/PUSH_VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ PUSH_VAPID_SUBJECT: "http://casino.example" })).toThrow(/PUSH_VAPID_SUBJECT/);
  });
});
