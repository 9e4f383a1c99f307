import { describe, expect, it } from "vitest";
import { chooseLinkId, currencyOfId, modeOfCurrency, playGate, switchTargetId } from "./play-mode.ts";

const currencies = { EUR: { id: 11 }, USD: { id: 12 }, FUN: { id: 19 } };
const realOnly = { USD: { id: 22 }, EUR: { id: 21 } };

describe("currencyOfId / modeOfCurrency", () => {
  it("finds the currency of one of the game's ids", () => {
    expect(currencyOfId(currencies, 12)).toBe("USD");
    expect(currencyOfId(currencies, 19)).toBe("FUN");
  });

  it("answers null for an id of another game", () => {
    expect(currencyOfId(currencies, 99)).toBeNull();
  });

  it("plays FUN as the demo and every other currency for real money", () => {
    expect(modeOfCurrency("FUN")).toBe("demo");
    expect(modeOfCurrency("EUR")).toBe("real");
    expect(modeOfCurrency("BTC")).toBe("real");
  });
});

describe("chooseLinkId", () => {
  it("prefers the player's current currency", () => {
    expect(chooseLinkId(currencies, "USD")).toBe(12);
  });

  it("falls back to the demo when the player's currency is not offered or nobody is signed in", () => {
    expect(chooseLinkId(currencies, "BRL")).toBe(19);
    expect(chooseLinkId(currencies, null)).toBe(19);
  });

  it("falls back to the first currency of a game without a demo", () => {
    expect(chooseLinkId(realOnly, null)).toBe(22);
  });

  it("answers null for a game without currencies", () => {
    expect(chooseLinkId({}, "EUR")).toBeNull();
  });
});

describe("switchTargetId", () => {
  it("switches real money to the demo", () => {
    expect(switchTargetId(currencies, "real", "EUR")).toBe(19);
    expect(switchTargetId(realOnly, "real", "EUR")).toBeNull();
  });

  it("switches the demo to the player's currency, else the first real one", () => {
    expect(switchTargetId(currencies, "demo", "USD")).toBe(12);
    expect(switchTargetId(currencies, "demo", "BRL")).toBe(11);
    expect(switchTargetId(currencies, "demo", null)).toBe(11);
    expect(switchTargetId({ FUN: { id: 5 } }, "demo", null)).toBeNull();
  });
});

describe("playGate", () => {
  it("launches a demo for anyone", () => {
    expect(playGate({ mode: "demo", currency: "FUN", heldCurrencies: null })).toBe("launch");
  });

  it("asks a visitor to sign in for real money", () => {
    expect(playGate({ mode: "real", currency: "EUR", heldCurrencies: null })).toBe("sign-in");
  });

  it("offers the currency switch when the player holds no account in the game's currency", () => {
    expect(playGate({ mode: "real", currency: "USD", heldCurrencies: ["EUR"] })).toBe("currency");
    expect(playGate({ mode: "real", currency: "EUR", heldCurrencies: ["USD", "EUR"] })).toBe("launch");
  });

  // A signed-out visitor was asked to sign in for a game nobody can open.
  it("says a game of a provider that is not connected is unavailable, to everyone", () => {
    const unplayable = { currency: "EUR", playable: false };
    expect(playGate({ ...unplayable, mode: "real", heldCurrencies: null })).toBe("unavailable");
    expect(playGate({ ...unplayable, mode: "real", heldCurrencies: ["EUR"] })).toBe("unavailable");
    expect(playGate({ ...unplayable, mode: "demo", currency: "FUN", heldCurrencies: null })).toBe("unavailable");
  });
});
