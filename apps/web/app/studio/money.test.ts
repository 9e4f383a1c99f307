import { describe, expect, it } from "vitest";
import { formatMoney, isDemoCurrency } from "./money.ts";

describe("formatMoney", () => {
  it("shows fiat minor units as the currency", () => {
    expect(formatMoney(1250, "EUR", "en")).toBe("€12.50");
    expect(formatMoney(1250, "EUR", "es")).toMatch(/^12,50\s€$/);
  });

  it("shows crypto minor units in units of 1e-8", () => {
    expect(formatMoney(150_000_000, "BTC", "en")).toBe("1.5 BTC");
  });

  it("shows demo credits as a plain two-decimal number", () => {
    expect(formatMoney(100_000, "FUN", "en")).toBe("1,000.00");
    expect(formatMoney(5, "FUN", "ru")).toBe("0,05");
    expect(isDemoCurrency("FUN")).toBe(true);
    expect(isDemoCurrency("USD")).toBe(false);
  });
});
