import type { BonusPreview } from "@croupier/contract/schemas/bonuses";
import { describe, expect, it } from "vitest";
import { offerSummary, pickDepositOffers } from "./deposit-offers.ts";

const TERMS = { wager_multiplier: 35, max_bet_cents: 500, contributions: [], valid_days: 30 };

function offer(id: string, parts: BonusPreview["bonuses"] = []): BonusPreview {
  return { id, title: `Offer ${id}`, bonuses: parts, terms: TERMS };
}

describe("the deposit modal's offers", () => {
  const offers = [offer("73"), offer("74"), offer("76")];

  it("explains the picked welcome bonus and the applied code's bonus", () => {
    expect(pickDepositOffers(offers, 73, false).map((item) => item.id)).toEqual(["73"]);
    expect(pickDepositOffers(offers, 74, true).map((item) => item.id)).toEqual(["74", "76"]);
    expect(pickDepositOffers(offers, null, true).map((item) => item.id)).toEqual(["76"]);
  });

  it("explains nothing for no choice and for the no-bonus choice 75", () => {
    expect(pickDepositOffers(offers, null, false)).toEqual([]);
    expect(pickDepositOffers([...offers, offer("75")], 75, false)).toEqual([]);
  });

  it("reads the match percent, its cap and the free spins from the offer's parts", () => {
    const double = offer("76", [
      {
        title: "",
        type: "bonus",
        conditions: [],
        attributes: { percent: 100, max_amount_cents: 30_000 },
        result_bonus: [],
      },
      { title: "", type: "freespins", conditions: [], attributes: { freespins_count: 20 }, result_bonus: [] },
    ]);
    expect(offerSummary(double)).toEqual({ percent: 100, maxCents: 30_000, freespins: 20 });
    expect(offerSummary(offer("78"))).toEqual({ percent: null, maxCents: null, freespins: null });
  });
});
