import type { Player } from "@croupier/contract/schemas/player";
import { describe, expect, it } from "vitest";
import { displayName, formatAmount, missingRequiredFields, truncateName, walletAccount } from "../lib/player.ts";
import { strengthOf } from "../ui/password-strength.ts";
import {
  changeDatePart,
  daysInMonth,
  padPart,
  sanitizeDay,
  sanitizeMonth,
  sanitizeYear,
  toIsoDate,
} from "./date-input.ts";
import { sanitizePhone } from "./phone-input.ts";
import { buildSignUpPayload, parsePrefillCurrency, registrationBonusToApply } from "./sign-up-payload.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

describe("date of birth input", () => {
  it("keeps digits only and limits the month to 01–12", () => {
    expect(sanitizeMonth("1a")).toBe("1");
    expect(sanitizeMonth("13")).toBe("12");
    expect(sanitizeMonth("00")).toBe("01");
    expect(sanitizeMonth("5")).toBe("05");
  });
  it("clamps the day to the month's length", () => {
    expect(sanitizeDay("31", "04", "")).toBe("30");
    expect(sanitizeDay("30", "02", "2001")).toBe("28");
    expect(sanitizeDay("30", "02", "2000")).toBe("29");
    expect(sanitizeDay("31", "", "")).toBe("31");
    expect(daysInMonth(2)).toBe(29);
  });
  it("clamps the year between 1900 and the current year minus 18", () => {
    expect(sanitizeYear("1850", NOW)).toBe("1900");
    expect(sanitizeYear("2015", NOW)).toBe("2008");
    expect(sanitizeYear("199", NOW)).toBe("199");
  });
  it("pads single digits on blur", () => {
    expect(padPart("7")).toBe("07");
    expect(padPart("0")).toBe("01");
    expect(padPart("12")).toBe("12");
  });
  it("re-clamps the day when the month changes", () => {
    expect(changeDatePart({ day: "31", month: "", year: "" }, "month", "2", NOW)).toEqual({
      day: "29",
      month: "02",
      year: "",
    });
  });
  it("builds YYYY-MM-DD only when every part is filled", () => {
    expect(toIsoDate({ day: "05", month: "07", year: "1990" })).toBe("1990-07-05");
    expect(toIsoDate({ day: "05", month: "", year: "1990" })).toBe("");
  });
});

describe("phone input", () => {
  it("keeps a + and at most 12 digits", () => {
    expect(sanitizePhone("34 600-123")).toBe("+34600123");
    expect(sanitizePhone("+1234567890123456")).toBe("+123456789012");
    expect(sanitizePhone("+")).toBe("+");
    expect(sanitizePhone("abc")).toBe("");
  });
});

describe("name display", () => {
  it("truncates names over 10 characters to 7 and an ellipsis", () => {
    expect(truncateName("Alexandra")).toBe("Alexandra");
    expect(truncateName("Maximiliano")).toBe("Maximil…");
    expect(truncateName("Alexandrina")).toBe("Alexand…");
  });
  it("falls back to the e-mail's local part", () => {
    expect(displayName({ first_name: null, email: "bob@example.com" })).toBe("bob");
    expect(displayName({ first_name: " ", email: "verylongname@example.com" })).toBe("verylon…");
    expect(displayName({ first_name: "Ana", email: "x@example.com" })).toBe("Ana");
  });
});

describe("password strength", () => {
  it("maps scores to labels and widths", () => {
    expect(strengthOf(0)).toEqual({ level: "bad", width: 25 });
    expect(strengthOf(1)).toEqual({ level: "bad", width: 25 });
    expect(strengthOf(2)).toEqual({ level: "weak", width: 50 });
    expect(strengthOf(3)).toEqual({ level: "strong", width: 75 });
    expect(strengthOf(4)).toEqual({ level: "great", width: 100 });
  });
});

describe("amounts", () => {
  const currencies = [
    { code: "EUR", symbol: "€", fiat: true },
    { code: "BTC", symbol: "₿", fiat: false },
    { code: "USDT", symbol: "USDT", fiat: false },
  ];
  it("divides fiat by 100 and formats per locale", () => {
    expect(formatAmount(1250, "EUR", "en", currencies)).toBe("€12.50");
    expect(formatAmount(1250, "EUR", "ru", currencies).replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatAmount(0, "USD", "en")).toBe("$0.00");
  });
  it("divides crypto by 1e8 with its symbol after", () => {
    expect(formatAmount(150_000_000, "BTC", "en", currencies)).toBe("1.5 ₿");
    expect(formatAmount(12_345, "BTC", "en", currencies)).toBe("0.00012345 ₿");
    expect(formatAmount(5_000_000_000, "USDT", "en", currencies)).toBe("50 USDT");
  });
  it("shows the wallet account, else the player's currency at zero", () => {
    expect(walletAccount({ currency: "EUR", accounts: [] })).toEqual({ currency: "EUR", amount_cents: 0 });
    expect(
      walletAccount({ currency: "EUR", accounts: [{ currency: "EUR", amount_cents: 700 }], walletAccount: undefined }),
    ).toEqual({ currency: "EUR", amount_cents: 700 });
  });
});

describe("required fields", () => {
  it("lists empty deposit fields, never gender", () => {
    const player = { id: 1, email: "a@b.co", currency: "EUR", first_name: "Ana", city: "" } as Player;
    expect(missingRequiredFields(player, ["first_name", "city", "gender", "country"])).toEqual(["city", "country"]);
  });
});

describe("sign-up payload", () => {
  it("adds the confirmation, terms acceptance and empty groups", () => {
    expect(
      buildSignUpPayload({
        email: " ana@example.com ",
        password: "Secret-1!",
        currency: "EUR",
        receive_promos: false,
        age_acceptance: true,
      }),
    ).toEqual({
      email: "ana@example.com",
      password: "Secret-1!",
      password_confirmation: "Secret-1!",
      currency: "EUR",
      receive_promos: false,
      age_acceptance: true,
      terms_acceptance: true,
      groups: [],
    });
  });
  it("reads the prefilled currency and never applies bonus 75", () => {
    expect(parsePrefillCurrency('{"code":"BTC","fiat":false}')).toEqual({ code: "BTC", fiat: false });
    expect(parsePrefillCurrency("nope")).toBeNull();
    expect(registrationBonusToApply("75")).toBeNull();
    expect(registrationBonusToApply("73")).toBe("73");
  });
});
