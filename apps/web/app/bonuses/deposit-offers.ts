import type { BonusPreview } from "@croupier/contract/schemas/bonuses";

// Which of the next deposit's offers (GET /api/bonuses/deposit) the deposit modal explains: the
// welcome bonus picked in the dropdown, and the bonus of the applied code.

/** The welcome bonuses of the dropdown (75, "no bonus", has nothing to explain). */
const WELCOME_IDS = new Set(["73", "74", "75"]);

export function pickDepositOffers(
  offers: readonly BonusPreview[],
  welcomeId: number | null,
  hasCode: boolean,
): BonusPreview[] {
  return offers.filter((offer) => {
    if (WELCOME_IDS.has(offer.id)) return welcomeId !== null && welcomeId !== 75 && offer.id === String(welcomeId);
    return hasCode;
  });
}

export interface OfferSummary {
  /** Match percent of the deposit, or null for a fixed amount or free spins only. */
  percent: number | null;
  /** The largest bonus in minor units, or null without a cap. */
  maxCents: number | null;
  /** Free spins included, or null. */
  freespins: number | null;
}

const numberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** What the offer gives, read from its parts' attributes. */
export function offerSummary(offer: BonusPreview): OfferSummary {
  const money = offer.bonuses.find((part) => part.type === "bonus");
  const spins = offer.bonuses.find((part) => part.type === "freespins");
  return {
    percent: numberOrNull(money?.attributes.percent),
    maxCents: numberOrNull(money?.attributes.max_amount_cents),
    freespins: numberOrNull(spins?.attributes.freespins_count),
  };
}
