import { describe, expect, it } from "vitest";
import { combinedLimits, currencyAdornment, formatMajor } from "./deposit-amounts.ts";
import { fiatDepositAmounts } from "./fiat-quick-amounts.ts";

const method = (min: number, max: number) => ({
  termsOfService: { restrictions: { minAmountValue: min, maxAmountValue: max } },
});

describe("amount step bounds", () => {
  it("takes the lowest minimum and the highest maximum of the currency's methods", () => {
    expect(combinedLimits([method(20, 4000), method(10, 1000), method(50, 9000)])).toEqual({ min: 10, max: 9000 });
    expect(combinedLimits([])).toBeNull();
  });
});

describe("default and quick amounts", () => {
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
