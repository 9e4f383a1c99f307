import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";

// What the loot boxes page computes from a box: each prize's chance, whether it can still be
// opened, the order of the list, a fresh client seed, and the reading of a verification.

export type LootboxItem = PlayerLootbox["items"][number];

/** A prize's chance: its weight over the box's total weight, in percent (0–100, unrounded). */
export function chancePercent(weight: number, totalWeight: number): number {
  if (!(totalWeight > 0) || !(weight > 0)) return 0;
  return (weight * 100) / totalWeight;
}

/** Every item's chance in percent, in the box's order (the order the draw walks). */
export function itemChances(items: readonly Pick<LootboxItem, "id" | "weight">[]): { id: number; percent: number }[] {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  return items.map((item) => ({ id: item.id, percent: chancePercent(item.weight, total) }));
}

/**
 * A chance as people read it, in the page's language: whole percents as such ("40 %" per locale),
 * else up to two decimals; a chance that rounds to nothing reads "<0.01%", never "0%".
 */
export function formatChance(percent: number, locale: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
  if (percent > 0 && percent < 0.01) return `<${format(0.01)}`;
  return format(percent);
}

export type LootboxState = "issued" | "opened" | "expired";

/** The box's state as the player meets it: an issued box past its validity counts as expired. */
export function lootboxState(box: Pick<PlayerLootbox, "stage" | "valid_until">, now: number): LootboxState {
  if (box.stage === "issued" && Date.parse(box.valid_until) <= now) return "expired";
  return box.stage;
}

/** Boxes to open first (soonest to expire first), then the history, newest first. */
export function orderLootboxes(boxes: readonly PlayerLootbox[], now: number): PlayerLootbox[] {
  const openable = boxes
    .filter((box) => lootboxState(box, now) === "issued")
    .sort((a, b) => Date.parse(a.valid_until) - Date.parse(b.valid_until) || a.id - b.id);
  const history = boxes
    .filter((box) => lootboxState(box, now) !== "issued")
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  return [...openable, ...history];
}

/** The item the opening drew, if the box is opened. */
export function wonItem(box: PlayerLootbox): LootboxItem | null {
  return box.items.find((item) => item.prize || item.id === box.prize_item_id) ?? null;
}

/** The same rule as the platform's: 1–64 printable ASCII characters, no spaces. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED.test(value);
}

/** A fresh client seed: 16 random hex characters from the browser's cryptographic generator. */
export function randomClientSeed(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(8);
  fill(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface VerificationReading {
  /** SHA-256 of the revealed seed equals the commitment shown before opening. */
  hashMatches: boolean;
  /** The recomputed draw lands on the item the box says was won. */
  itemMatches: boolean;
  /** The item the recomputed draw lands on (null for an index outside the list). */
  drawn: LootboxItem | null;
}

export function readVerification(
  box: PlayerLootbox,
  result: { server_seed_hash: string; item_index: number },
): VerificationReading {
  const drawn = box.items[result.item_index] ?? null;
  const won = wonItem(box);
  return {
    hashMatches: result.server_seed_hash.toLowerCase() === box.fairness.server_seed_hash.toLowerCase(),
    itemMatches: drawn !== null && won !== null && drawn.id === won.id,
    drawn,
  };
}

/** A prize's value as read in the list: the bonus money in the box's currency, or the comp points. */
export function prizeValue(
  item: LootboxItem,
  currency: string,
  locale: string,
  formatMoney: (cents: number, currency: string, locale: string) => string,
): string {
  const prize = item.bonuses[0];
  if (!prize) return "—";
  // Free spins read as the platform words them ("10 free spins"), in the page's language.
  if (prize.type === "freespins") return prize.title;
  if (prize.type === "comp_points") {
    const points = Number(prize.attributes.points ?? 0);
    return `${new Intl.NumberFormat(locale).format(points)} CP`;
  }
  const cents = Number(prize.attributes.amount_cents ?? 0);
  const code = typeof prize.attributes.currency === "string" ? prize.attributes.currency : currency;
  return formatMoney(cents, code, locale);
}
