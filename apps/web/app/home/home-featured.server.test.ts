import { describe, expect, it } from "vitest";
import type { CatalogGame } from "../games/catalog.ts";
import { HOME_ROWS, homeRowGames, leading } from "./home-games.server.ts";

// Featured games (the back office's switch; the allowed list's `featured` rank) lead the home
// page's first row, in their order, whether or not they are popular; the other rows do not move.

const game = (identifier: string, collections: Record<string, number>, playable = true): CatalogGame =>
  ({
    identifier,
    slug: identifier.split("/")[1] ?? identifier,
    title: identifier,
    provider: "p",
    collections,
    real: { EUR: { id: 1 } },
    lines: null,
    ways: null,
    volatility_rating: null,
    hit_rate: null,
    payout: null,
    playable,
  }) as unknown as CatalogGame;

describe("featured games on the home page", () => {
  it("lead the first row in their order, each game once; other rows keep theirs", () => {
    const games = [
      game("p/alpha", { popularity: 1, all: 1, popular: 1, slots: 1 }),
      game("p/beta", { popularity: 2, all: 2, popular: 2, slots: 2, featured: 2 }),
      game("p/gamma", { popularity: 3, all: 3, slots: 3, featured: 1 }),
      game("p/delta", { popularity: 4, all: 4, popular: 3, slots: 4 }),
    ];
    const rows = homeRowGames(games, "EUR", "en");
    expect(HOME_ROWS[0]).toBe("popularity");
    expect(rows[0]?.games.map((entry) => entry.identifier)).toEqual(["p/gamma", "p/beta", "p/alpha", "p/delta"]);
    expect(rows.find((row) => row.filter === "slots")?.games.map((entry) => entry.identifier)).toEqual([
      "p/alpha",
      "p/beta",
      "p/gamma",
      "p/delta",
    ]);
  });

  it("come after the playable games when they cannot be played", () => {
    const games = [
      game("p/alpha", { popularity: 1, all: 1, popular: 1 }),
      game("p/beta", { popularity: 2, all: 2, featured: 1 }, false),
      game("p/gamma", { popularity: 3, all: 3, featured: 2 }),
    ];
    expect(homeRowGames(games, "EUR", "en")[0]?.games.map((entry) => entry.identifier)).toEqual([
      "p/gamma",
      "p/alpha",
      "p/beta",
    ]);
  });

  it("leave the row as it was when no game is featured", () => {
    const games = [
      game("p/one", { popularity: 1, all: 1, popular: 1 }),
      game("p/two", { popularity: 2, all: 2, popular: 2 }),
    ];
    expect(homeRowGames(games, "EUR", "en")[0]?.games.map((entry) => entry.identifier)).toEqual(["p/one", "p/two"]);
  });

  it("leading puts the first list ahead without repeating a game", () => {
    const list = (...ids: string[]) => ids.map((identifier) => ({ identifier }));
    expect(leading(list("c", "a"), list("a", "b", "c", "d")).map((entry) => entry.identifier)).toEqual([
      "c",
      "a",
      "b",
      "d",
    ]);
  });
});
