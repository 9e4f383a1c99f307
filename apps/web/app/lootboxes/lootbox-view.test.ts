import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";
import { describe, expect, it } from "vitest";
import { formatAmount } from "../lib/player.ts";
import {
  chancePercent,
  formatChance,
  isClientSeed,
  itemChances,
  lootboxState,
  orderLootboxes,
  prizeValue,
  randomClientSeed,
  readVerification,
} from "./lootbox-view.ts";

function box(change: Partial<PlayerLootbox> = {}): PlayerLootbox {
  return {
    id: 1,
    title: "VIP level-up loot box",
    currency: "EUR",
    stage: "issued",
    strategy: "level_up",
    group_key: "vip-level-up",
    display: 2,
    created_at: "2030-01-01T00:00:00.000Z",
    valid_until: "2030-01-31T00:00:00.000Z",
    items: [
      {
        id: 1,
        weight: 40,
        prize: false,
        bonuses: [
          { title: "Bonus money", type: "bonus", attributes: { amount_cents: 500, currency: "EUR" }, result_bonus: [] },
        ],
      },
      {
        id: 2,
        weight: 60,
        prize: false,
        bonuses: [{ title: "Comp points", type: "comp_points", attributes: { points: 1500 }, result_bonus: [] }],
      },
    ],
    fairness: { server_seed_hash: "ab".repeat(32), server_seed: null, client_seed: null, nonce: 0 },
    prize_item_id: null,
    ...change,
  };
}

describe("a prize's chance", () => {
  it("is its weight over the total weight, in percent", () => {
    expect(
      itemChances([
        { id: 1, weight: 40 },
        { id: 2, weight: 30 },
        { id: 3, weight: 20 },
        { id: 4, weight: 9 },
        { id: 5, weight: 1 },
      ]),
    ).toEqual([
      { id: 1, percent: 40 },
      { id: 2, percent: 30 },
      { id: 3, percent: 20 },
      { id: 4, percent: 9 },
      { id: 5, percent: 1 },
    ]);
    expect(
      itemChances([
        { id: 1, weight: 1 },
        { id: 2, weight: 2 },
      ]).map((chance) => chance.percent),
    ).toEqual([100 / 3, 200 / 3]);
  });

  it("is nothing for a weightless prize or an empty box, never a division by zero", () => {
    expect(chancePercent(0, 10)).toBe(0);
    expect(chancePercent(5, 0)).toBe(0);
    expect(itemChances([])).toEqual([]);
  });

  it("reads as a percent in the page's language, with at most two decimals", () => {
    expect(formatChance(40, "en")).toBe("40%");
    expect(formatChance(100 / 3, "en")).toBe("33.33%");
    expect(formatChance(12.5, "es")).toBe("12,5\u00a0%");
    expect(formatChance(1, "ru")).toBe("1\u00a0%");
  });

  it("never reads 0% for a prize that can be won", () => {
    expect(formatChance(chancePercent(1, 1_000_000), "en")).toBe("<0.01%");
  });
});

describe("a box", () => {
  const now = Date.parse("2030-01-10T00:00:00.000Z");

  it("counts as expired once its validity has passed, even before the platform marks it", () => {
    expect(lootboxState(box(), now)).toBe("issued");
    expect(lootboxState(box({ valid_until: "2030-01-09T00:00:00.000Z" }), now)).toBe("expired");
    expect(lootboxState(box({ stage: "opened", valid_until: "2030-01-09T00:00:00.000Z" }), now)).toBe("opened");
  });

  it("lists boxes to open first, soonest to expire first, then the history newest first", () => {
    const list = [
      box({ id: 1, stage: "opened", created_at: "2030-01-02T00:00:00.000Z" }),
      box({ id: 2, valid_until: "2030-02-01T00:00:00.000Z" }),
      box({ id: 3, stage: "expired", created_at: "2030-01-05T00:00:00.000Z" }),
      box({ id: 4, valid_until: "2030-01-20T00:00:00.000Z" }),
    ];
    expect(orderLootboxes(list, now).map((entry) => entry.id)).toEqual([4, 2, 3, 1]);
  });

  it("shows each prize's value: money in its currency, points as CP", () => {
    const [money, points] = box().items;
    if (!money || !points) throw new Error("two items");
    expect(prizeValue(money, "EUR", "en", formatAmount)).toBe("€5.00");
    expect(prizeValue(points, "EUR", "en", formatAmount)).toBe("1,500 CP");
  });
});

describe("the player's seed", () => {
  it("is made of 16 hex characters from the generator", () => {
    expect(randomClientSeed((bytes) => bytes.set([0, 1, 2, 171, 205, 239, 16, 255]))).toBe("000102abcdef10ff");
    expect(randomClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it("follows the platform's rule: 1–64 printable characters without spaces", () => {
    expect(isClientSeed("lucky-7")).toBe(true);
    expect(isClientSeed("")).toBe(false);
    expect(isClientSeed("two words")).toBe(false);
    expect(isClientSeed("x".repeat(65))).toBe(false);
  });
});

describe("a verification", () => {
  const opened = box({
    stage: "opened",
    prize_item_id: 2,
    items: box().items.map((item) => ({ ...item, prize: item.id === 2 })),
  });

  it("confirms the hash and the item won", () => {
    expect(readVerification(opened, { server_seed_hash: "AB".repeat(32), item_index: 1 })).toMatchObject({
      hashMatches: true,
      itemMatches: true,
    });
  });

  it("says so when the hash or the drawn item differ", () => {
    expect(readVerification(opened, { server_seed_hash: "cd".repeat(32), item_index: 0 })).toMatchObject({
      hashMatches: false,
      itemMatches: false,
    });
    expect(readVerification(opened, { server_seed_hash: "ab".repeat(32), item_index: 7 }).drawn).toBeNull();
  });
});
