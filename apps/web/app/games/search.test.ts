import { describe, expect, it } from "vitest";
import { SEARCH_MAX_RESULTS, searchGames } from "./search.ts";

const games = [
  { title: "Comet Roulette", id: 1 },
  { title: "Velvet Lanterns Deluxe", id: 2 },
  { title: "Play'n Lanterns", id: 3 },
  { title: "Hi-Lo (Classic)", id: 4 },
  { title: "Crimson ROULETTE Live", id: 5 },
  { title: "Amber Orchard", id: 6 },
];

const ids = (query: string, list = games) => searchGames(list, query).map((game) => game.id);

describe("searchGames", () => {
  it("matches a substring of the title in any case", () => {
    expect(ids("roulette")).toEqual([1, 5]);
    expect(ids("ROULETTE")).toEqual([1, 5]);
    expect(ids("lANTERN")).toEqual([2, 3]);
    expect(ids("orch")).toEqual([6]);
  });

  it("keeps the list's order (the lobby's popularity order)", () => {
    const reversed = [...games].reverse();
    expect(ids("roulette", reversed)).toEqual([5, 1]);
  });

  it("answers at most 10 matches, the first ones in order", () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ title: `Lucky Comet ${index}`, id: index }));
    const found = searchGames(many, "comet");
    expect(found).toHaveLength(SEARCH_MAX_RESULTS);
    expect(found.map((game) => game.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("matches nothing for an empty or blank query", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(ids("  velvet   lanterns ")).toEqual([2]);
  });

  it("treats special characters as text, not as patterns", () => {
    expect(ids("play'n")).toEqual([3]);
    expect(ids("hi-lo (")).toEqual([4]);
    expect(ids("(classic)")).toEqual([4]);
    expect(ids(".*")).toEqual([]);
    expect(ids("[")).toEqual([]);
  });

  it("answers an empty list when nothing matches or the list is empty", () => {
    expect(ids("zzz")).toEqual([]);
    expect(ids("comet", [])).toEqual([]);
  });

  it("sees a changed list (the index is per list)", () => {
    const first = [{ title: "Alpha", id: 1 }];
    expect(ids("alpha", first)).toEqual([1]);
    const second = [{ title: "Beta", id: 2 }];
    expect(ids("alpha", second)).toEqual([]);
    expect(ids("beta", second)).toEqual([2]);
  });
});
