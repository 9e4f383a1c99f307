import { describe, expect, it } from "vitest";
import { toStudioError } from "./api.ts";
import { firstFieldMessage, refusalKind, secondsUntil, winTone } from "./feedback.ts";

describe("winTone", () => {
  it("never calls a return of the stake or less a win", () => {
    expect(winTone(0, 100)).toBe("loss");
    expect(winTone(40, 100)).toBe("returned");
    expect(winTone(100, 100)).toBe("returned");
    expect(winTone(101, 100)).toBe("win");
    // A free spin stakes nothing: anything it pays is more than its stake.
    expect(winTone(5, 0)).toBe("win");
  });
});

describe("refusals", () => {
  it("reads the platform's code from the error body", () => {
    expect(refusalKind(toStudioError(402, { error: "x", code: "insufficient_funds", balance: 5 }))).toBe(
      "insufficient_funds",
    );
    const tooSoon = toStudioError(429, { error: "x", code: "too_soon", retry_after_ms: 1200 });
    expect(refusalKind(tooSoon)).toBe("too_soon");
    expect(tooSoon.retryAfterMs).toBe(1200);
    expect(refusalKind(toStudioError(410, { error: "x", code: "session_ended" }))).toBe("session_ended");
    expect(refusalKind(toStudioError(409, { error: "x", code: "play_in_progress" }))).toBe("in_progress");
  });

  it("falls back on the status when no code is sent", () => {
    expect(refusalKind(toStudioError(401, null))).toBe("session_ended");
    expect(refusalKind(toStudioError(429, {}))).toBe("too_soon");
    const invalid = toStudioError(422, { errors: { "action.bet": ["bet 7 is outside 20–10000"] } });
    expect(refusalKind(invalid)).toBe("invalid_bet");
    expect(firstFieldMessage(invalid)).toBe("bet 7 is outside 20–10000");
    expect(refusalKind({ status: 0, code: "network" })).toBe("network");
    expect(refusalKind(toStudioError(500, { error: "boom" }))).toBe("other");
  });

  it("counts seconds up so a wait never shows zero", () => {
    expect(secondsUntil(5_000, 0)).toBe(5);
    expect(secondsUntil(5_000, 4_001)).toBe(1);
    expect(secondsUntil(5_000, 5_000)).toBe(0);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
  });
});
