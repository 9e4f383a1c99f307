import { describe, expect, it } from "vitest";
import {
  checkAmount,
  combinedLimits,
  currencyAdornment,
  fiatDepositAmounts,
  formatMajor,
  isBlockedAmountKey,
  isWithinLimits,
  sanitizeAmount,
} from "./deposit-amounts.ts";

const method = (min: number, max: number) => ({
  termsOfService: { restrictions: { minAmountValue: min, maxAmountValue: max } },
});

describe("amount input (spec point 5)", () => {
  it("blocks e, +, - always and a decimal point only at the start", () => {
    for (const key of ["e", "E", "+", "-"]) expect(isBlockedAmountKey(key, "12")).toBe(true);
    expect(isBlockedAmountKey(".", "")).toBe(true);
    expect(isBlockedAmountKey(",", "")).toBe(true);
    expect(isBlockedAmountKey(".", "12")).toBe(false);
    expect(isBlockedAmountKey("5", "")).toBe(false);
    expect(isBlockedAmountKey("Backspace", "")).toBe(false);
  });

  it("keeps digits and one decimal point, never leading, with at most two decimals", () => {
    expect(sanitizeAmount("1e5")).toBe("15");
    expect(sanitizeAmount("-20")).toBe("20");
    expect(sanitizeAmount("+20")).toBe("20");
    expect(sanitizeAmount(".5")).toBe("5");
    expect(sanitizeAmount("12.345")).toBe("12.34");
    expect(sanitizeAmount("12,5")).toBe("12.5");
    expect(sanitizeAmount("1.2.3")).toBe("1.23");
    expect(sanitizeAmount("12.")).toBe("12.");
    expect(sanitizeAmount("007")).toBe("7");
    expect(sanitizeAmount("0.50")).toBe("0.50");
    expect(sanitizeAmount("€ 1 000")).toBe("1000");
    expect(sanitizeAmount("")).toBe("");
  });
});

describe("amount check (spec point 5)", () => {
  const limits = { min: 20, max: 4000 };

  it("asks for a number when the amount is empty, a lone point or zero", () => {
    expect(checkAmount("", limits)).toEqual({ code: "amount_number", params: {} });
    expect(checkAmount(".", limits)?.code).toBe("amount_number");
    expect(checkAmount("12.", limits)?.code).toBe("amount_number");
    expect(checkAmount("0", limits)?.code).toBe("amount_number");
  });

  it("names the limit that is crossed", () => {
    expect(checkAmount("19.99", limits)).toEqual({ code: "amount_min", params: { value: "20" } });
    expect(checkAmount("4000.01", limits)).toEqual({ code: "amount_max", params: { value: "4000" } });
    expect(checkAmount("20", limits)).toBeNull();
    expect(checkAmount("4000", limits)).toBeNull();
  });

  it("without limits (methods not loaded) checks only that it is a number", () => {
    expect(checkAmount("1", null)).toBeNull();
    expect(checkAmount("", null)?.code).toBe("amount_number");
  });

  it("takes the lowest minimum and the highest maximum of the currency's methods", () => {
    expect(combinedLimits([method(20, 4000), method(10, 1000), method(50, 9000)])).toEqual({ min: 10, max: 9000 });
    expect(combinedLimits([])).toBeNull();
    expect(isWithinLimits("15", { min: 20, max: 4000 })).toBe(false);
    expect(isWithinLimits("25", { min: 20, max: 4000 })).toBe(true);
  });
});

describe("default and quick amounts (spec point 9)", () => {
  it("follows the table, with EUR's for a currency it does not name", () => {
    expect(fiatDepositAmounts("EUR")).toEqual({ default: 50, quick: [10, 50, 100, 200] });
    expect(fiatDepositAmounts("USD").quick).toEqual([20, 50, 100, 200]);
    expect(fiatDepositAmounts("RUB")).toEqual({ default: 4000, quick: [1000, 4000, 8000] });
    expect(fiatDepositAmounts("PLN").default).toBe(100);
    expect(fiatDepositAmounts("BRL").quick).toEqual([30, 50, 100, 200]);
    expect(fiatDepositAmounts("SEK")).toEqual(fiatDepositAmounts("EUR"));
  });

  it("formats whole amounts without decimals and others with two", () => {
    expect(formatMajor(50, "EUR", "en")).toBe("€50");
    expect(formatMajor(4000, "USD", "en")).toBe("$4,000");
    expect(formatMajor(12.5, "EUR", "en")).toBe("€12.50");
    expect(formatMajor(0.1 + 0.2, "EUR", "en")).toBe("€0.30");
  });
});

describe("currency adornment", () => {
  it("puts the symbol where the language writes it", () => {
    expect(currencyAdornment("EUR", "en")).toEqual({ symbol: "€", after: false });
    expect(currencyAdornment("EUR", "es")).toEqual({ symbol: "€", after: true });
    expect(currencyAdornment("BRL", "pt-BR")).toEqual({ symbol: "R$", after: false });
    expect(currencyAdornment("XYZ1", "en")).toEqual({ symbol: "XYZ1", after: true });
  });
});
