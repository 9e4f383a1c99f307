import { describe, expect, it } from "vitest";
import { maySubscribe } from "./protocol.ts";
import { createTokenKeys, isTokenSubject } from "./tokens.ts";

// Who may subscribe what, by the subject of the connection token: a player, a chat visitor
// (`visitor-<id>`), a support agent (`agent-<id>`), or nobody (anonymous, "").

const visitor = "visitor-AbCdEfGhIjKlMnOpQrStUv";

describe("subscribe rules", () => {
  it("gives each subject its own user-limited channels and nobody else's", () => {
    expect(maySubscribe("42", "chat#42")).toBe(true);
    expect(maySubscribe("42", "chat#43")).toBe(false);
    expect(maySubscribe(visitor, `chat#${visitor}`)).toBe(true);
    expect(maySubscribe(visitor, "chat#visitor-ZZZZZZZZZZZZZZZZZZZZZZ")).toBe(false);
    expect(maySubscribe("", `chat#${visitor}`)).toBe(false);
    expect(maySubscribe("", "chat#")).toBe(false);
  });

  it("opens the agents' inbox to agent subjects only", () => {
    expect(maySubscribe("agent-7", "chat_inbox")).toBe(true);
    for (const user of ["", "7", visitor, "agent"]) expect(maySubscribe(user, "chat_inbox")).toBe(false);
    expect(maySubscribe("agent-7", "chat_inbox#agent-7x")).toBe(false);
  });

  it("signs only the subjects it knows, none carrying a channel separator", async () => {
    for (const subject of ["42", visitor, "agent-7"]) expect(isTokenSubject(subject)).toBe(true);
    for (const subject of [
      "0",
      "visitor-short",
      "agent-0",
      "agent-7#1",
      `${visitor}#1`,
      "visitor-AbCdEfGhIjKlMnOpQrStU:",
    ]) {
      expect(isTokenSubject(subject)).toBe(false);
    }
    const keys = createTokenKeys("test-secret");
    const now = new Date();
    const token = await keys.sign("agent-7", 60, now);
    expect(await keys.verify(token, now)).toEqual({ ok: true, claims: { sub: "agent-7", exp: expect.any(Number) } });
    expect((await keys.verify(await keys.sign("agent-7#x", 60, now), now)).ok).toBe(false);
  });
});
