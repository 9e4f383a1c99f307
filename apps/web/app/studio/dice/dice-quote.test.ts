import { describe, expect, it } from "vitest";
import { quoteDice } from "./dice-quote.ts";

describe("the dice screen's live quote", () => {
  it("quotes like the worked example: 1.00 under 49.50 at a 1 % edge returns 2.00", () => {
    expect(quoteDice(100, "under", 4_950, 100)).toEqual({ target: 4_950, multiplier: "2.0000", payout: 200 });
    expect(quoteDice(100, "over", 4_950, 100)).toEqual({ target: 5_049, multiplier: "2.0000", payout: 200 });
  });

  it("quotes the payout rounded down to the minor unit, in the API's numbers", () => {
    // 1 × 9,850 / 50 = 197; 3 × 9,900 / 3,300 = 9.
    expect(quoteDice(150, "under", 50, 1)).toEqual({ target: 50, multiplier: "197.0000", payout: 197 });
    expect(quoteDice(100, "over", 3_300, 3)).toMatchObject({ target: 6_699, multiplier: "3.0000", payout: 9 });
    expect(quoteDice(150, "under", 700, 20_000).payout).toBe(281_428);
  });
});
