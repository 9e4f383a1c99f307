import type { Lottery, LotteryStatusItem } from "@croupier/contract/schemas/lotteries";

// The lottery page's readings of the contract's shapes (api-contract.md §7): which lotteries are
// open and which drawn, the deposit scale of a currency, the player's tickets, the countdown's
// target. Pure functions: the components only format what these return.

export type LotteryTicket = LotteryStatusItem["tickets"][number];

/** The open lotteries (selling tickets, or about to) by draw time, and the drawn ones newest first. */
export function splitLotteries(lotteries: readonly Lottery[]): { open: Lottery[]; past: Lottery[] } {
  const unique = [...new Map(lotteries.map((lottery) => [lottery.id, lottery])).values()];
  const open = unique
    .filter((lottery) => lottery.status === "new" || lottery.status === "started")
    .sort((a, b) => Date.parse(a.draw_at) - Date.parse(b.draw_at));
  const past = unique
    .filter((lottery) => lottery.status === "drawn")
    .sort((a, b) => Date.parse(b.finished_at ?? b.draw_at) - Date.parse(a.finished_at ?? a.draw_at));
  return { open, past };
}

export interface ScaleStep {
  fromCents: number;
  priceCents: number;
  currency: string;
}

/**
 * The active steps of the deposit scale in the lottery's currency (or, when it has none there, in
 * every currency), lowest first: a deposit of at least `fromCents` earns a ticket per `priceCents`.
 */
export function scaleSteps(lottery: Lottery): ScaleStep[] {
  const own = lottery.deposit_scale_rules[lottery.currency];
  const rules = own && own.length > 0 ? own : Object.values(lottery.deposit_scale_rules).flat();
  return rules
    .filter((rule) => rule.active && rule.price_cents > 0)
    .map((rule) => ({ fromCents: rule.from_amount_cents, priceCents: rule.price_cents, currency: rule.currency }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || a.fromCents - b.fromCents);
}

/** The player's tickets in a lottery, in number order. */
export function ticketsIn(statuses: readonly LotteryStatusItem[], lotteryId: number): LotteryTicket[] {
  const status = statuses.find((item) => item.lottery_id === lotteryId);
  return [...(status?.tickets ?? [])].sort((a, b) => a.number.localeCompare(b.number));
}

export type CountdownTarget = { kind: "opens"; at: string } | { kind: "draw"; at: string };

/** A lottery not yet selling counts down to its start, an open one to its draw. */
export function countdownTarget(lottery: Lottery): CountdownTarget {
  return lottery.status === "new" ? { kind: "opens", at: lottery.start_at } : { kind: "draw", at: lottery.draw_at };
}

/** The lowercase hex SHA-256 of a text (the browser's Web Crypto), or null where it is missing. */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
