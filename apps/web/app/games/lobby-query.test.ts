import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./lobby-filters.ts";
import { catalogCurrencies, type LobbyGame, type LobbyScope, queryLobby } from "./lobby-query.ts";

function game(identifier: string, overrides: Partial<LobbyGame> = {}): LobbyGame {
  return {
    identifier,
    title: identifier.split("/")[1] as string,
    provider: identifier.split("/")[0] as string,
    collections: {},
    real: { EUR: { id: 1 }, USD: { id: 2 } },
    lines: null,
    ways: null,
    volatility_rating: null,
    hit_rate: null,
    payout: null,
    ...overrides,
  };
}

const games: LobbyGame[] = [
  game("amatic/zebra-nights", {
    collections: { popularity: 3, slots: 2, new: 1 },
    lines: 5,
    volatility_rating: "high",
    hit_rate: "22.10",
    payout: "96.50",
    real: { EUR: { id: 11 }, FUN: { id: 12 } },
  }),
  game("netent/amber-orchard", {
    collections: { popularity: 1, slots: 1, jackpot: 1 },
    ways: 243,
    volatility_rating: "medium",
    hit_rate: "31.00",
    payout: "95.20",
    real: { EUR: { id: 21 }, USD: { id: 22 } },
  }),
  game("evolution/velvet-blackjack", {
    collections: { popularity: 2, live: 1, table: 1 },
    hit_rate: null,
    payout: "97.10",
    real: { USD: { id: 31 } },
  }),
  game("amatic/cobalt-comet", {
    collections: { popularity: 4, slots: 3, new: 2, bonusbuy: 1 },
    lines: 20,
    volatility_rating: "low",
    hit_rate: "41.00",
    payout: "94.10",
    real: { EUR: { id: 41 } },
  }),
];

const ids = (list: LobbyGame[]) => list.map((item) => item.identifier);
const all: LobbyScope = { collection: null, provider: null };
const run = (filters = NO_FILTERS, scope: LobbyScope = all, currency = "EUR") =>
  ids(queryLobby(games, scope, filters, { currency, locale: "en" }));

describe("queryLobby", () => {
  it("lists the games of the player's currency by popularity", () => {
    expect(run()).toEqual(["netent/amber-orchard", "amatic/zebra-nights", "amatic/cobalt-comet"]);
    expect(run(NO_FILTERS, all, "USD")).toEqual(["netent/amber-orchard", "evolution/velvet-blackjack"]);
  });

  it("narrows to a URL filter's collection in that collection's own order", () => {
    expect(run(NO_FILTERS, { collection: "slots", provider: null })).toEqual([
      "netent/amber-orchard",
      "amatic/zebra-nights",
      "amatic/cobalt-comet",
    ]);
    expect(run(NO_FILTERS, { collection: "new", provider: null })).toEqual([
      "amatic/zebra-nights",
      "amatic/cobalt-comet",
    ]);
  });

  it("narrows to a provider page", () => {
    expect(run(NO_FILTERS, { collection: null, provider: "amatic" })).toEqual([
      "amatic/zebra-nights",
      "amatic/cobalt-comet",
    ]);
  });

  it("applies the currency filter over the player's own currency", () => {
    expect(run({ ...NO_FILTERS, currency: "USD" })).toEqual(["netent/amber-orchard", "evolution/velvet-blackjack"]);
  });

  it("applies providers, category, collections and volatility", () => {
    expect(run({ ...NO_FILTERS, providers: ["netent"] })).toEqual(["netent/amber-orchard"]);
    expect(run({ ...NO_FILTERS, category: "jackpot" })).toEqual(["netent/amber-orchard"]);
    expect(run({ ...NO_FILTERS, collections: ["new", "bonusbuy"] })).toEqual(["amatic/cobalt-comet"]);
    expect(run({ ...NO_FILTERS, volatilityRating: ["high", "low"] })).toEqual([
      "amatic/zebra-nights",
      "amatic/cobalt-comet",
    ]);
  });

  it("applies lines-and-ways bands, minimum hit rate and minimum payout", () => {
    expect(run({ ...NO_FILTERS, linesAndWays: ["ways"] })).toEqual(["netent/amber-orchard"]);
    expect(run({ ...NO_FILTERS, linesAndWays: ["lines-1-9", "lines-10-25"] })).toEqual([
      "amatic/zebra-nights",
      "amatic/cobalt-comet",
    ]);
    expect(run({ ...NO_FILTERS, hitRate: 30 })).toEqual(["netent/amber-orchard", "amatic/cobalt-comet"]);
    expect(run({ ...NO_FILTERS, payout: 96 })).toEqual(["amatic/zebra-nights"]);
  });

  it("shows only favourites, whichever currency's id was favourited", () => {
    const favorites = queryLobby(
      games,
      all,
      { ...NO_FILTERS, favorites: true },
      { currency: "EUR", locale: "en", favoriteIds: new Set([12, 41]) },
    );
    expect(ids(favorites)).toEqual(["amatic/zebra-nights", "amatic/cobalt-comet"]);
  });

  it("sorts A–Z and newest first", () => {
    expect(run({ ...NO_FILTERS, sort: "az" })).toEqual([
      "netent/amber-orchard",
      "amatic/cobalt-comet",
      "amatic/zebra-nights",
    ]);
    expect(run({ ...NO_FILTERS, sort: "newest" })).toEqual([
      "amatic/zebra-nights",
      "amatic/cobalt-comet",
      "netent/amber-orchard",
    ]);
  });

  it("lists the currencies games are offered in, without the demo currency", () => {
    expect(catalogCurrencies(games)).toEqual(["EUR", "USD"]);
  });
});
