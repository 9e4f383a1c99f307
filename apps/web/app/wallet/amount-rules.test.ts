import { describe, expect, it } from "vitest";
import { amountError, formatMajorUnits, majorToText, sanitizeAmountInput, toMinorUnits } from "./amount-rules.ts";

const FIAT = 100;
const CRYPTO = 100_000_000;

describe("sanitizeAmountInput", () => {
  it("blocks e, +, - and a leading decimal point (spec point 5)", () => {
    expect(sanitizeAmountInput("1e5", 2)).toBe("15");
    expect(sanitizeAmountInput("+10", 2)).toBe("10");
    expect(sanitizeAmountInput("-10", 2)).toBe("10");
    expect(sanitizeAmountInput(".5", 8)).toBe("5");
  });

  it("turns a comma into a point, keeps one point and the currency's decimals", () => {
    expect(sanitizeAmountInput("0,001", 8)).toBe("0.001");
    expect(sanitizeAmountInput("1.2.3", 2)).toBe("1.23");
    expect(sanitizeAmountInput("10.999", 2)).toBe("10.99");
    expect(sanitizeAmountInput("0.123456789", 8)).toBe("0.12345678");
    expect(sanitizeAmountInput("12.", 2)).toBe("12.");
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
