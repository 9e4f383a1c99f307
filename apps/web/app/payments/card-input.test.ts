import { describe, expect, it } from "vitest";
import {
  cardNumberDigits,
  caretAfterFormat,
  digitsBefore,
  expiryMonths,
  expiryYears,
  formatCardNumber,
  isCardNumberComplete,
  isCvvComplete,
  sanitizeCvv,
} from "./card-input.ts";

describe("card number", () => {
  it("groups digits by 4 and caps them at 16", () => {
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 4242 4242 4242 999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000-0000-0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("abc")).toBe("");
  });

  it("is complete at exactly 16 digits and sends the digits alone", () => {
    expect(isCardNumberComplete("4242 4242 4242 424")).toBe(false);
    expect(isCardNumberComplete("4242 4242 4242 4242")).toBe(true);
    expect(cardNumberDigits("4242 4242 4242 4242")).toBe("4242424242424242");
  });

  it("keeps the caret behind the same digit after regrouping", () => {
    // Typing a 5th digit at the end: the caret goes past the new space.
    expect(caretAfterFormat("4242 4", digitsBefore("42424", 5))).toBe(6);
    // Typing inside the first group: "4242 4242" → "42x42 4242", caret after the 3rd digit.
    expect(caretAfterFormat("4294 2424 2", digitsBefore("42942 4242", 3))).toBe(3);
    expect(caretAfterFormat("4242", 0)).toBe(0);
  });
});

describe("cvv and expiry", () => {
  it("keeps 3 digits of the CVV", () => {
    expect(sanitizeCvv("12a34")).toBe("123");
    expect(isCvvComplete("12")).toBe(false);
    expect(isCvvComplete("123")).toBe(true);
  });

  it("offers months 01–12 and years from this year to ten years on", () => {
    expect(expiryMonths()).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"]);
    const years = expiryYears(new Date(2026, 5, 1));
    expect(years).toHaveLength(11);
    expect(years[0]).toBe("2026");
    expect(years.at(-1)).toBe("2036");
  });
});
