import { combinedPrice, comparePrices, type Rational } from "@croupier/contract/odds";

// The bet slip's rules, apart from how it looks: which picks can be combined into an accumulator
// (never two from one event: their outcomes depend on each other), which bets the slip holds, and
// whether a price change needs the player's word under their chosen policy (UKGC RTS 2C).

/** One pick on the slip: a selection at the price the player saw. */
export interface SlipLeg {
  selectionId: number;
  eventId: number;
  eventName: string;
  marketName: string;
  selectionName: string;
  /** The canonical decimal price as the player last saw it (what the slip sends). */
  price: string;
  /** The same price exactly ("21/11"), for display and returns where the decimal text is rounded. */
  exact?: string;
  /** The price the player first added, when the book has moved it since (shown as a change). */
  previousPrice?: string;
  /** The market no longer takes bets (suspended, settled or the event started). */
  unavailable?: boolean;
}

/** UKGC RTS 2C: which price changes the player accepts without being asked again. */
export type PriceChangePolicy = "none" | "higher" | "any";
export const PRICE_CHANGE_POLICIES: readonly PriceChangePolicy[] = ["none", "higher", "any"];

/** Why a leg cannot join the accumulator, if it cannot. */
export type CombineRefusal = { reason: "same_event"; with: string } | { reason: "unavailable" };

/** For each leg (by selection id), why it cannot go into the accumulator; absent when it can. */
export function combineRefusals(legs: readonly SlipLeg[]): Map<number, CombineRefusal> {
  const refusals = new Map<number, CombineRefusal>();
  for (const leg of legs) {
    if (leg.unavailable) {
      refusals.set(leg.selectionId, { reason: "unavailable" });
      continue;
    }
    const other = legs.find((candidate) => candidate !== leg && candidate.eventId === leg.eventId);
    if (other) refusals.set(leg.selectionId, { reason: "same_event", with: other.selectionName });
  }
  return refusals;
}

/** An accumulator is offered when at least two legs, from different events, can all combine. */
export function canCombine(legs: readonly SlipLeg[]): boolean {
  return legs.length >= 2 && combineRefusals(legs).size === 0;
}

/** The accumulator's exact price (Π leg prices), or null when the slip cannot combine. */
export function accumulatorPrice(legs: readonly SlipLeg[]): Rational | null {
  return canCombine(legs) ? combinedPrice(legs.map(exactPrice)) : null;
}

/** A leg's exact price: the platform's fraction when it gave one, else its decimal text. */
export function exactPrice(leg: Pick<SlipLeg, "price" | "exact">): string {
  return leg.exact || leg.price;
}

/**
 * Whether moving from `before` to `after` needs the player's confirmation under their policy:
 * "none" asks for any change, "higher" only for a shorter price, "any" never.
 */
export function needsConfirmation(policy: PriceChangePolicy, before: string, after: string): boolean {
  const direction = comparePrices(after, before);
  if (direction === 0) return false;
  if (policy === "any") return false;
  if (policy === "higher") return direction < 0;
  return true;
}

/** "12.50" in major units → 1250n minor units; null for anything that is not a stake. */
export function parseStake(text: string, minorDigits = 2): bigint | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed.length === 0 || trimmed.length > 15) return null;
  const match = /^(\d{1,12})(?:\.(\d{0,8}))?$/.exec(trimmed);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > minorDigits) return null;
  return BigInt((match[1] ?? "0") + fraction.padEnd(minorDigits, "0"));
}

/** One bet the slip will place: a single on one leg, or the accumulator of every leg. */
export interface PlannedBet {
  /** "single:<selection id>" or "accumulator": where its stake was typed. */
  key: string;
  type: "single" | "accumulator";
  legs: SlipLeg[];
  stake: bigint;
}

export const ACCUMULATOR_KEY = "accumulator";
export const singleKey = (selectionId: number) => `single:${selectionId}`;

/** Stakes typed on the slip: the bets they make, and the fields whose text is not a stake. */
export function planBets(
  legs: readonly SlipLeg[],
  singleStakes: Readonly<Record<string, string>>,
  accumulatorStake: string,
  minorDigits: number,
): { bets: PlannedBet[]; invalid: string[] } {
  const bets: PlannedBet[] = [];
  const invalid: string[] = [];
  const read = (key: string, text: string | undefined): bigint | null => {
    if (!text || text.trim() === "") return null;
    const stake = parseStake(text, minorDigits);
    if (stake === null || stake === 0n) invalid.push(key);
    return stake || null;
  };
  for (const leg of legs) {
    const key = singleKey(leg.selectionId);
    const stake = read(key, singleStakes[String(leg.selectionId)]);
    if (stake && !leg.unavailable) bets.push({ key, type: "single", legs: [leg], stake });
  }
  if (canCombine(legs)) {
    const stake = read(ACCUMULATOR_KEY, accumulatorStake);
    if (stake) bets.push({ key: ACCUMULATOR_KEY, type: "accumulator", legs: [...legs], stake });
  }
  return { bets, invalid };
}
