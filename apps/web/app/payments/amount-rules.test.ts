import { describe, expect, it } from "vitest";
import {
  amountError,
  checkAmount,
  formatMajorUnits,
  isBlockedAmountKey,
  isWithinLimits,
  majorToText,
  parseAmount,
  sanitizeAmount,
  toMinorUnits,
} from "./amount-rules.ts";

const FIAT = 100;
const CRYPTO = 100_000_000;

describe("amount input", () => {
  it("blocks e, +, - always and a decimal point only at the start", () => {
    for (const key of ["e", "E", "+", "-"]) expect(isBlockedAmountKey(key, "12")).toBe(true);
    expect(isBlockedAmountKey(".", "")).toBe(true);
    expect(isBlockedAmountKey(",", "")).toBe(true);
    expect(isBlockedAmountKey(".", "12")).toBe(false);
    expect(isBlockedAmountKey("5", "")).toBe(false);
    expect(isBlockedAmountKey("Backspace", "")).toBe(false);
  });

  it("keeps digits and one decimal point, never leading, with at most two decimals (fiat)", () => {
    expect(sanitizeAmount("1e5", 2)).toBe("15");
    expect(sanitizeAmount("-20", 2)).toBe("20");
    expect(sanitizeAmount("+20", 2)).toBe("20");
    expect(sanitizeAmount(".5", 2)).toBe("5");
    expect(sanitizeAmount("12.345", 2)).toBe("12.34");
    expect(sanitizeAmount("12,5", 2)).toBe("12.5");
    expect(sanitizeAmount("1.2.3", 2)).toBe("1.23");
    expect(sanitizeAmount("12.", 2)).toBe("12.");
    expect(sanitizeAmount("007", 2)).toBe("7");
    expect(sanitizeAmount("0.50", 2)).toBe("0.50");
    expect(sanitizeAmount("€ 1 000", 2)).toBe("1000");
    expect(sanitizeAmount("", 2)).toBe("");
  });

  it("keeps the currency's decimals: eight for crypto, none for a currency without subunits", () => {
    expect(sanitizeAmount(".5", 8)).toBe("5");
    expect(sanitizeAmount("0,001", 8)).toBe("0.001");
    expect(sanitizeAmount("0.123456789", 8)).toBe("0.12345678");
    expect(sanitizeAmount("12.5", 0)).toBe("12");
  });
});

describe("minor units", () => {
  it("converts typed amounts exactly", () => {
    expect(toMinorUnits("0.001", CRYPTO)).toBe(100_000n);
    expect(toMinorUnits("0.0002", CRYPTO)).toBe(20_000n);
    expect(toMinorUnits("50", FIAT)).toBe(5_000n);
    expect(toMinorUnits("10.10", FIAT)).toBe(1_010n);
  });

  it("refuses what is not a plain decimal within the currency's decimals", () => {
    expect(toMinorUnits("", FIAT)).toBeNull();
    expect(toMinorUnits("abc", FIAT)).toBeNull();
    expect(toMinorUnits("1e3", FIAT)).toBeNull();
    expect(toMinorUnits("10.001", FIAT)).toBeNull();
  });

  it("formats minor units without trailing zeros or exponents", () => {
    expect(formatMajorUnits(20_000n, CRYPTO)).toBe("0.0002");
    expect(formatMajorUnits(100_000_000n, CRYPTO)).toBe("1");
    expect(formatMajorUnits(1_050, FIAT)).toBe("10.5");
    expect(majorToText(0.0002, CRYPTO)).toBe("0.0002");
    expect(majorToText(1e-7, CRYPTO)).toBe("0.0000001");
  });

  it("reads the typed amount as a number to show, none for empty, a lone point or zero", () => {
    expect(parseAmount("12.5")).toBe(12.5);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount(".")).toBeNull();
    expect(parseAmount("0")).toBeNull();
  });
});

describe("amount check", () => {
  const limits = { min: 20, max: 4000 };

  it("asks for a number when the amount is empty, a lone point or zero", () => {
    expect(checkAmount("", limits, FIAT)).toEqual({ code: "amount_number", params: {} });
    expect(checkAmount(".", limits, FIAT)?.code).toBe("amount_number");
    expect(checkAmount("12.", limits, FIAT)?.code).toBe("amount_number");
    expect(checkAmount("0", limits, FIAT)?.code).toBe("amount_number");
  });

  it("names the limit that is crossed", () => {
    expect(checkAmount("19.99", limits, FIAT)).toEqual({ code: "amount_min", params: { value: "20" } });
    expect(checkAmount("4000.01", limits, FIAT)).toEqual({ code: "amount_max", params: { value: "4000" } });
    expect(checkAmount("20", limits, FIAT)).toBeNull();
    expect(checkAmount("4000", limits, FIAT)).toBeNull();
  });

  it("without limits (methods not loaded) checks only that it is a number", () => {
    expect(checkAmount("1", null, FIAT)).toBeNull();
    expect(checkAmount("", null, FIAT)?.code).toBe("amount_number");
  });

  it("tells whether a method's limits take the amount", () => {
    expect(isWithinLimits("15", { min: 20, max: 4000 }, FIAT)).toBe(false);
    expect(isWithinLimits("25", { min: 20, max: 4000 }, FIAT)).toBe(true);
  });
});

describe("amountError", () => {
  const btc = { min: 0.0002, max: 1 };

  it("accepts an amount within the limits", () => {
    expect(amountError("0.001", btc, CRYPTO, "en")).toBeNull();
    expect(amountError("0.0002", btc, CRYPTO, "en")).toBeNull();
  });

  it("words the contract's messages in the player's language", () => {
    expect(amountError("", btc, CRYPTO, "en")).toBe("Amount must be a number");
    expect(amountError("0.0001", btc, CRYPTO, "en")).toBe("Value must be greater than or equal to 0.0002");
    expect(amountError("2", btc, CRYPTO, "en")).toBe("Value must be less than or equal to 1");
    expect(amountError("5", { min: 10, max: 4000 }, FIAT, "ru")).toBe("Значение должно быть больше или равно 10");
  });

  it("refuses more than can be cashed out", () => {
    expect(amountError("30", { min: 10, max: 4000 }, FIAT, "en", 2_000n)).toBe("Insufficient funds");
    expect(amountError("20", { min: 10, max: 4000 }, FIAT, "en", 2_000n)).toBeNull();
  });
});
