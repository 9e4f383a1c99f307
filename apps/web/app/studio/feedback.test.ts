import type { ApiFailure } from "@croupier/contract/client/call";
import { describe, expect, it } from "vitest";
import { firstFieldMessage, refusalKind, refusalMessage, secondsUntil, winTone } from "./feedback.ts";

describe("winTone", () => {
  it("never calls a return of the stake or less a win", () => {
    expect(winTone(0, 100)).toBe("loss");
    expect(winTone(40, 100)).toBe("returned");
    expect(winTone(100, 100)).toBe("returned");
    expect(winTone(101, 100)).toBe("win");
    // A free spin stakes nothing: anything it pays is more than its stake.
    expect(winTone(5, 0)).toBe("win");
  });

  it("celebrates any return only when the play rule celebrate_only_real_wins is off", () => {
    expect(winTone(100, 100, true)).toBe("returned");
    expect(winTone(100, 100, false)).toBe("win");
    expect(winTone(40, 100, false)).toBe("win");
    expect(winTone(0, 100, false)).toBe("loss");
  });
});

describe("refusals", () => {
  const refused = (status: number, body: Omit<ApiFailure, "ok" | "status"> = {}): ApiFailure => ({
    ok: false,
    status,
    ...body,
  });

  it("reads the platform's code from the error body", () => {
    expect(refusalKind(refused(402, { error: "x", code: "insufficient_funds", balance: 5 }))).toBe(
      "insufficient_funds",
    );
    expect(refusalKind(refused(429, { error: "x", code: "too_soon", retry_after_ms: 1200 }))).toBe("too_soon");
    expect(refusalKind(refused(410, { error: "x", code: "session_ended" }))).toBe("session_ended");
    expect(refusalKind(refused(409, { error: "x", code: "play_in_progress" }))).toBe("in_progress");
  });

  it("falls back on the status when no code is sent", () => {
    expect(refusalKind(refused(401))).toBe("session_ended");
    expect(refusalKind(refused(429))).toBe("too_soon");
    const invalid = refused(422, { errors: { "action.bet": ["bet 7 is outside 20–10000"] } });
    expect(refusalKind(invalid)).toBe("invalid_bet");
    expect(firstFieldMessage(invalid)).toBe("bet 7 is outside 20–10000");
    expect(refusalKind(refused(500, { error: "boom" }))).toBe("other");
  });

  it("words no answer at all as a lost connection, never with the client's own word", () => {
    const offline = refused(0, { error: "network" });
    expect(refusalKind(offline)).toBe("network");
    expect(refusalMessage(offline)).toBeUndefined();
    expect(refusalMessage(refused(403, { error: "Over your limit", code: "limit_reached" }))).toBe("Over your limit");
  });

  it("counts seconds up so a wait never shows zero", () => {
    expect(secondsUntil(5_000, 0)).toBe(5);
    expect(secondsUntil(5_000, 4_001)).toBe(1);
    expect(secondsUntil(5_000, 5_000)).toBe(0);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
  });
});
