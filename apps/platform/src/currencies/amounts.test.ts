import { describe, expect, it } from "vitest";
import { formatMoney } from "./amounts.ts";

// Money in the texts the platform words (limit refusals): the reader's language and the currency's
// own decimals, never a rounded float.

const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("writes euros as each language does, without decimals for a whole amount", () => {
    expect(formatMoney(3000n, "EUR", 100, "en")).toBe("€30");
    expect(formatMoney(1250n, "EUR", 100, "en")).toBe("€12.50");
    expect(formatMoney(1250n, "EUR", 100, "es")).toBe(`12,50${NBSP}€`);
    expect(formatMoney(123456750n, "USD", 100, "ru")).toMatch(/^1\s234\s567,50\s\$$/);
    expect(formatMoney(3000n, "EUR", 100, "pt-BR")).toBe(`€${NBSP}30`);
  });

  it("keeps every decimal of a crypto amount, beyond what a float holds", () => {
    expect(formatMoney(25_000n, "BTC", 100_000_000, "en")).toBe(`BTC${NBSP}0.00025`);
    expect(formatMoney(123_456_789_012_345_678n, "BTC", 100_000_000, "en")).toBe(`BTC${NBSP}1,234,567,890.12345678`);
  });

  it("puts a code Intl does not know as a currency after the localized number", () => {
    expect(formatMoney(1_500_000n, "USDT", 1_000_000, "es")).toBe("1,50 USDT");
  });
});
