import { describe, expect, it } from "vitest";
import { formatMoney } from "./format.ts";

const currencies = [
  { code: "EUR", symbol: "€", subunits_to_unit: 100, fiat: true, play_money: false, default: true, subcurrencies: [] },
  {
    code: "BTC",
    symbol: "₿",
    subunits_to_unit: 100_000_000,
    fiat: false,
    play_money: false,
    default: false,
    subcurrencies: [],
  },
];

describe("formatMoney", () => {
  it("divides by the currency's minor units exactly, never through a float", () => {
    expect(formatMoney(2000, "EUR", currencies)).toBe("20.00 EUR");
    expect(formatMoney(123_456_789, "EUR", currencies)).toBe("1,234,567.89 EUR");
    expect(formatMoney(1, "BTC", currencies)).toBe("0.00000001 BTC");
    expect(formatMoney(999_999_999_999_999, "EUR", currencies)).toBe("9,999,999,999,999.99 EUR");
  });

  it("shows a negative amount with a minus sign, and cents when the currency is not known yet", () => {
    expect(formatMoney(-5, "EUR", currencies)).toBe("−0.05 EUR");
    expect(formatMoney(150, "XYZ")).toBe("1.50 XYZ");
  });
});
