import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { describe, expect, it } from "vitest";
import {
  bonusDeadline,
  canActivate,
  canForfeit,
  decimalToMinor,
  orderBonuses,
  orderContributions,
  wagerPercent,
  wagerRequirement,
} from "./bonus-view.ts";

const TERMS = { wager_multiplier: 40, max_bet_cents: 200, contributions: [], valid_days: 7 };

function bonus(change: Partial<PlayerBonus>): PlayerBonus {
  return {
    id: 1,
    title: "€5 sign-up bonus",
    type: "registration",
    strategy: "registration",
    currency: "EUR",
    amount_cents: 500,
    balance_cents: 500,
    amount_wager_requirement_cents: 20_000,
    amount_wager_cents: 0,
    stage: "active",
    activatable: false,
    activatable_until: null,
    valid_until: "2030-01-08T00:00:00.000Z",
    cancelable: true,
    created_at: "2030-01-01T00:00:00.000Z",
    terms: TERMS,
    ...change,
  };
}

describe("wagering progress", () => {
  it("is wagered over required, rounded down, within 0–100", () => {
    expect(wagerPercent(bonus({ amount_wager_cents: 0 }))).toBe(0);
    expect(wagerPercent(bonus({ amount_wager_cents: 5_000 }))).toBe(25);
    expect(wagerPercent(bonus({ amount_wager_cents: 19_999 }))).toBe(99);
    expect(wagerPercent(bonus({ amount_wager_cents: 30_000 }))).toBe(100);
  });

  it("is complete once wagered to release, and for an activated bonus with nothing to wager", () => {
    expect(wagerPercent(bonus({ stage: "wager_done", amount_wager_cents: 0 }))).toBe(100);
    expect(wagerPercent(bonus({ amount_wager_requirement_cents: 0 }))).toBe(100);
    expect(wagerPercent(bonus({ stage: "issued", amount_wager_requirement_cents: 0 }))).toBe(0);
  });

  it("states the requirement an issued bonus will have: amount × multiplier", () => {
    expect(wagerRequirement(bonus({ stage: "issued", amount_wager_requirement_cents: 0 }))).toBe(20_000);
    expect(wagerRequirement(bonus({ amount_wager_requirement_cents: 12_345 }))).toBe(12_345);
  });
});

describe("actions", () => {
  const now = Date.parse("2030-01-02T00:00:00.000Z");
  it("offers Activate to an issued, activatable bonus before its activation date", () => {
    const issued = bonus({ stage: "issued", activatable: true, activatable_until: "2030-01-05T00:00:00.000Z" });
    expect(canActivate(issued, now)).toBe(true);
    expect(canActivate({ ...issued, activatable_until: "2030-01-01T00:00:00.000Z" }, now)).toBe(false);
    expect(canActivate({ ...issued, activatable: false }, now)).toBe(false);
    expect(canActivate({ ...issued, activatable_until: null }, now)).toBe(true);
    expect(canActivate(bonus({ activatable: true }), now)).toBe(false);
  });

  it("offers Forfeit to open, cancelable bonuses only", () => {
    expect(canForfeit(bonus({}))).toBe(true);
    expect(canForfeit(bonus({ cancelable: false }))).toBe(false);
    expect(canForfeit(bonus({ stage: "canceled" }))).toBe(false);
  });

  it("names the deadline that matters now", () => {
    const until = "2030-01-05T00:00:00.000Z";
    expect(bonusDeadline(bonus({ stage: "issued", activatable_until: until }))).toBe(until);
    expect(bonusDeadline(bonus({}))).toBe("2030-01-08T00:00:00.000Z");
    expect(bonusDeadline(bonus({ stage: "expired" }))).toBeNull();
  });
});

describe("ordering", () => {
  it("lists wagering bonuses, then those to activate, then history, newest first", () => {
    const list = [
      bonus({ id: 1, stage: "canceled", created_at: "2030-01-05T00:00:00Z" }),
      bonus({ id: 2, stage: "issued", created_at: "2030-01-01T00:00:00Z" }),
      bonus({ id: 3, stage: "issued", created_at: "2030-01-03T00:00:00Z" }),
      bonus({ id: 4, stage: "handle_bets", created_at: "2029-12-01T00:00:00Z" }),
    ];
    expect(orderBonuses(list).map((item) => item.id)).toEqual([4, 3, 2, 1]);
  });

  it("reads contributions largest first, every other game last", () => {
    const list = [
      { category: "default", percent: 0 },
      { category: "roulette", percent: 20 },
      { category: "slots", percent: 100 },
      { category: "dice", percent: 50 },
    ];
    expect(orderContributions(list).map((item) => item.category)).toEqual(["slots", "dice", "roulette", "default"]);
  });

  it("turns the API's decimal strings into minor units", () => {
    expect(decimalToMinor("12.50")).toBe(1250);
    expect(decimalToMinor("0.1")).toBe(10);
    expect(decimalToMinor("nonsense")).toBe(0);
  });
});
