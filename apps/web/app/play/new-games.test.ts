import { describe, expect, it } from "vitest";
import type { CatalogGame } from "../games/catalog.ts";
import { pickNewGames } from "./new-games.ts";

function game(identifier: string, collections: Record<string, number>, playable = true): CatalogGame {
  return {
    identifier,
    slug: identifier.split("/")[1] ?? identifier,
    title: identifier,
    provider: identifier.split("/")[0] ?? "",
    collections,
    real: { EUR: { id: 1 } },
    lines: null,
    ways: null,
    volatility_rating: null,
    hit_rate: null,
    payout: null,
    playable,
  };
}

describe("pickNewGames", () => {
  const games = [
    game("studio/c", { all: 1, new: 3 }),
    game("studio/a", { all: 2, new: 1 }),
    game("amatic/b", { all: 3, new: 2 }, false),
    game("studio/d", { all: 4 }),
    game("studio/e", { all: 5, new: 4 }),
  ];

  it("keeps playable games of the new collection in its order", () => {
    expect(pickNewGames(games, "none").map((one) => one.identifier)).toEqual(["studio/a", "studio/c", "studio/e"]);
  });

  it("leaves out the game that could not open and stops at the limit", () => {
    expect(pickNewGames(games, "studio/a", 1).map((one) => one.identifier)).toEqual(["studio/c"]);
  });
});
