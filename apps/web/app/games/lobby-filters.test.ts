import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clearLobbyFilters,
  NO_FILTERS,
  parseLobbyFilters,
  writeLobbyFilters,
} from "./lobby-filters.ts";

const parse = (query: string) => parseLobbyFilters(new URLSearchParams(query));

describe("lobby filters in the URL", () => {
  it("reads every lobby filter from the query", () => {
    const filters = parse(
      "providers=amatic,netent&currency=usd&category=slots&collections=new,jackpot&volatilityRating=high" +
        "&linesAndWays=ways&hitRate=30&payout=96&favorites=1&sort=az",
    );
    expect(filters).toEqual({
      providers: ["amatic", "netent"],
      currency: "USD",
      category: "slots",
      collections: ["new", "jackpot"],
      volatilityRating: ["high"],
      linesAndWays: ["ways"],
      hitRate: 30,
      payout: 96,
      favorites: true,
      sort: "az",
    });
  });

  it("ignores unknown and malformed values instead of failing", () => {
    const filters = parse(
      "providers=Bad%20Id,amatic,amatic&category=cards&collections=nope&volatilityRating=extreme&hitRate=33&payout=x&sort=random&currency=%24%24",
    );
    expect(filters).toEqual({ ...NO_FILTERS, providers: ["amatic"] });
  });

  it("round-trips through the query, leaving defaults out and other parameters alone", () => {
    const filters = {
      ...NO_FILTERS,
      providers: ["bgaming"],
      volatilityRating: ["low", "medium"],
      sort: "newest" as const,
    };
    const query = writeLobbyFilters(new URLSearchParams("search-modal=modal&providers=old"), filters);
    expect(query.toString()).toBe("search-modal=modal&providers=bgaming&volatilityRating=low%2Cmedium&sort=newest");
    expect(parseLobbyFilters(query)).toEqual(filters);
    expect(writeLobbyFilters(new URLSearchParams(), NO_FILTERS).toString()).toBe("");
  });

  it("counts the filters that narrow the list and clears them keeping the sort", () => {
    const filters = parse("providers=a,b&payout=95&favorites=1&sort=az");
    expect(activeFilterCount(filters)).toBe(4);
    expect(activeFilterCount(parse("sort=newest"))).toBe(0);
    expect(clearLobbyFilters(filters)).toEqual({ ...NO_FILTERS, sort: "az" });
  });
});
