import { describe, expect, it } from "vitest";
import { playableFirst } from "./home-games.server.ts";

describe("playableFirst", () => {
  it("puts the games that can be played first, each group in its order", () => {
    const games = [
      { id: 1, playable: false },
      { id: 2, playable: true },
      { id: 3, playable: false },
      { id: 4, playable: true },
    ];
    expect(playableFirst(games).map((game) => game.id)).toEqual([2, 4, 1, 3]);
  });
});
