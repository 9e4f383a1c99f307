import { describe, expect, it } from "vitest";
import { addableCurrencies, currencyGroup, currencyName, orderAccounts } from "./currency-groups.ts";

const CURRENCIES = [
  { code: "EUR", symbol: "€", fiat: true },
  { code: "USD", symbol: "$", fiat: true },
  { code: "BTC", symbol: "₿", fiat: false },
  { code: "ETH", symbol: "Ξ", fiat: false },
  { code: "FUN", symbol: "FUN", fiat: true, play_money: true },
];

describe("currencyGroup", () => {
  it("splits real money, crypto and play money", () => {
    expect(currencyGroup({ fiat: true })).toBe("real");
    expect(currencyGroup({ fiat: false })).toBe("crypto");
    // FUN is flagged fiat by the platform, but it is play money.
    expect(currencyGroup({ fiat: true, play_money: true })).toBe("play");
  });
});

describe("addableCurrencies", () => {
  it("lists what the player lacks in two groups with FUN last", () => {
    expect(addableCurrencies(CURRENCIES, ["EUR", "ETH"])).toEqual([
      { group: "real", currencies: [CURRENCIES[1]] },
      { group: "crypto", currencies: [CURRENCIES[2]] },
      { group: "play", currencies: [CURRENCIES[4]] },
    ]);
  });

  it("drops empty groups", () => {
    expect(addableCurrencies(CURRENCIES, ["EUR", "USD", "FUN"]).map((entry) => entry.group)).toEqual(["crypto"]);
    expect(
      addableCurrencies(
        CURRENCIES,
        CURRENCIES.map((currency) => currency.code),
      ),
    ).toEqual([]);
  });
});

describe("orderAccounts", () => {
  it("puts real money first, then crypto, then play money, stable within a group", () => {
    const accounts = [{ currency: "FUN" }, { currency: "BTC" }, { currency: "USD" }, { currency: "EUR" }];
    expect(orderAccounts(accounts, CURRENCIES).map((account) => account.currency)).toEqual([
      "USD",
      "EUR",
      "BTC",
      "FUN",
    ]);
  });
});

describe("currencyName", () => {
  it("names fiat currencies per locale and coins by their proper names", () => {
    expect(currencyName("EUR", "en")).toBe("Euro");
    expect(currencyName("BTC", "ru")).toBe("Bitcoin");
    expect(currencyName("FUN", "en")).toBeNull();
  });
});
