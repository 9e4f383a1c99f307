import { describe, expect, it } from "vitest";
import {
  FIRST_DEPOSIT_RESHOW_MS,
  isOfferRecentlyClosed,
  offerClosedValue,
  parseOfferClosed,
  shouldOfferAfterDepositFlow,
} from "./first-deposit-offer.ts";

const NOW = 1_760_000_000_000;

describe("offer timestamp", () => {
  it("round-trips playerId_timestamp", () => {
    expect(parseOfferClosed(offerClosedValue(42, NOW))).toEqual({ playerId: "42", at: NOW });
  });

  it("ignores missing or malformed values", () => {
    expect(parseOfferClosed(null)).toBeNull();
    expect(parseOfferClosed("garbage")).toBeNull();
    expect(parseOfferClosed("42_")).toBeNull();
  });

  it("counts only this player's close within 120 s", () => {
    const closed = { playerId: "42", at: NOW - 1000 };
    expect(isOfferRecentlyClosed(closed, 42, NOW)).toBe(true);
    expect(isOfferRecentlyClosed(closed, 7, NOW)).toBe(false);
    expect(isOfferRecentlyClosed({ playerId: "42", at: NOW - FIRST_DEPOSIT_RESHOW_MS }, 42, NOW)).toBe(false);
  });
});

describe("shouldOfferAfterDepositFlow", () => {
  it("offers to a player who has deposited", () => {
    expect(shouldOfferAfterDepositFlow({ depositsCount: 1, playerId: 42, closed: null, now: NOW })).toBe(true);
  });

  it("does not offer before a first deposit", () => {
    expect(shouldOfferAfterDepositFlow({ depositsCount: 0, playerId: 42, closed: null, now: NOW })).toBe(false);
  });

  it("does not offer again right after the player closed it", () => {
    const closed = { playerId: "42", at: NOW - 30_000 };
    expect(shouldOfferAfterDepositFlow({ depositsCount: 3, playerId: 42, closed, now: NOW })).toBe(false);
    expect(shouldOfferAfterDepositFlow({ depositsCount: 3, playerId: 42, closed, now: NOW + 120_000 })).toBe(true);
  });
});
