import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS, type IdleFacts, isIdleWatched, modalOnLoad, modalWhenIdle } from "./idle-rules.ts";

const NOW = 1_800_000_000_000;
const visitor: IdleFacts = {
  playerId: null,
  depositsCount: 0,
  hasEverSignedIn: false,
  openModal: null,
  offerClosedAt: null,
  now: NOW,
};
const newPlayer: IdleFacts = { ...visitor, playerId: 7, hasEverSignedIn: true };

describe("idle rules", () => {
  it("waits 120 s, the specification's idle timeout", () => {
    expect(IDLE_TIMEOUT_MS).toBe(120_000);
  });

  it("offers a visitor the call to action", () => {
    expect(modalWhenIdle(visitor)).toBe("cta");
  });

  it("pauses the call to action while sign-up is open, or once anyone signed in on this browser", () => {
    expect(modalWhenIdle({ ...visitor, openModal: "sign-up" })).toBeNull();
    expect(modalWhenIdle({ ...visitor, hasEverSignedIn: true })).toBeNull();
    expect(isIdleWatched({ ...visitor, hasEverSignedIn: true })).toBe(false);
  });

  it("never opens anything on load for a visitor", () => {
    expect(modalOnLoad(visitor)).toBeNull();
  });

  it("offers a player with no deposit the first deposit, when idle and on load", () => {
    expect(modalWhenIdle(newPlayer)).toBe("first-deposit");
    expect(modalOnLoad(newPlayer)).toBe("first-deposit");
  });

  it("offers nothing to a player who has deposited", () => {
    expect(modalWhenIdle({ ...newPlayer, depositsCount: 1 })).toBeNull();
    expect(modalOnLoad({ ...newPlayer, depositsCount: 1 })).toBeNull();
    expect(isIdleWatched({ ...newPlayer, depositsCount: 1 })).toBe(false);
  });

  it("keeps the offer away for 120 s after the player closed it", () => {
    const closedJustNow = { ...newPlayer, offerClosedAt: NOW - 119_999 };
    expect(modalOnLoad(closedJustNow)).toBeNull();
    expect(modalWhenIdle(closedJustNow)).toBeNull();
    expect(modalOnLoad({ ...newPlayer, offerClosedAt: NOW - 120_000 })).toBe("first-deposit");
  });

  it("never covers an open modal, a deposit modal above all", () => {
    for (const openModal of ["fiat-deposit", "crypto-payment", "first-deposit", "currency-management"]) {
      expect(modalOnLoad({ ...newPlayer, openModal })).toBeNull();
      expect(modalWhenIdle({ ...newPlayer, openModal })).toBeNull();
    }
  });
});
