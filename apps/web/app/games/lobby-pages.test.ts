import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./lobby-filters.ts";
import { LOBBY_PAGE_SIZE, lobbyFilterRequest, parseLobbyPage, tileFromGame, writeLobbyPage } from "./lobby-pages.ts";

describe("the page count in the URL", () => {
  it("reads ?page=N, and 1 for anything else", () => {
    expect(parseLobbyPage(new URLSearchParams("page=3"))).toBe(3);
    for (const query of ["", "page=0", "page=-2", "page=two", "page=1e3", "page=9999999"]) {
      expect(parseLobbyPage(new URLSearchParams(query))).toBe(1);
    }
  });

  it("writes the page and leaves it out for page 1, keeping other parameters", () => {
    expect(writeLobbyPage(new URLSearchParams("sort=az&sign-in=modal"), 2).toString()).toBe(
      "sort=az&sign-in=modal&page=2",
    );
    expect(writeLobbyPage(new URLSearchParams("page=4&sort=az"), 1).toString()).toBe("sort=az");
  });

  it("asks for whole rows at two to six columns", () => {
    for (const columns of [2, 3, 4, 5, 6]) expect(LOBBY_PAGE_SIZE % columns).toBe(0);
  });
});

describe("the games_filter request of a lobby page", () => {
  it("narrows to the play currency and orders by popularity by default", () => {
    expect(lobbyFilterRequest({ collection: null, provider: null }, NO_FILTERS, "EUR", "mobile")).toEqual({
      device: "mobile",
      filter: { currencies: ["EUR"] },
      sort: { type: "global", direction: "ASC" },
    });
  });

  it("combines the page's collection with the filters (all must hold) and maps every filter", () => {
    const request = lobbyFilterRequest(
      { collection: "slots", provider: null },
      {
        ...NO_FILTERS,
        providers: ["amatic"],
        currency: "BTC",
        category: "jackpot",
        collections: ["new", "slots"],
        volatilityRating: ["high"],
        linesAndWays: ["ways"],
        hitRate: 30,
        payout: 96,
        favorites: true,
        sort: "az",
      },
      "EUR",
      "desktop",
    );
    expect(request).toEqual({
      device: "desktop",
      filter: {
        currencies: ["BTC"],
        providers: ["amatic"],
        categories: { identifiers: ["slots", "jackpot", "new"], strategy: "AND" },
        volatility_rating: ["high"],
        lines_and_ways: ["ways"],
        hit_rate_min: 30,
        payout_min: 96,
        favorites: true,
      },
      sort: { type: "title", direction: "ASC" },
    });
  });

  it("keeps a provider page to its provider and /games/novelty newest first", () => {
    const provider = lobbyFilterRequest({ collection: null, provider: "amatic" }, NO_FILTERS, "EUR", "desktop");
    expect(provider.filter?.providers).toEqual(["amatic"]);
    const novelty = lobbyFilterRequest({ collection: "new", provider: null }, NO_FILTERS, "EUR", "desktop");
    expect(novelty.sort).toEqual({ type: "novelty", direction: "ASC" });
  });
});

describe("a tile from a GameV2", () => {
  it("takes the play currency's id, the demo id, the badges and the provider's name", () => {
    const tile = tileFromGame(
      {
        identifier: "amatic/hot-7",
        title: "Hot 7",
        provider: "amatic",
        currencies: { EUR: { id: 5, jackpot: null }, FUN: { id: 9, jackpot: null } },
        categories: ["slots", "jackpot", "new"],
        playable: false,
      },
      "EUR",
      { amatic: "Amatic" },
    );
    expect(tile).toEqual({
      identifier: "amatic/hot-7",
      title: "Hot 7",
      provider: "amatic",
      providerTitle: "Amatic",
      playId: 5,
      demoId: 9,
      playable: false,
      badges: ["new", "jackpot"],
    });
  });
});
