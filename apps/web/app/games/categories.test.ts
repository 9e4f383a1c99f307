import * as contract from "@croupier/contract/schemas/games";
import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES, LOBBY_FILTER_COLLECTIONS, VOLATILITY_RATINGS } from "./categories.ts";
import { gameThumbnailUrl } from "./paths.ts";

describe("the site's copies of the contract's game constants", () => {
  it("equal the contract's", () => {
    expect(GAME_CATEGORIES).toEqual(contract.GAME_CATEGORIES);
    expect(VOLATILITY_RATINGS).toEqual(contract.VOLATILITY_RATINGS);
    expect(LOBBY_FILTER_COLLECTIONS).toEqual(contract.LOBBY_FILTER_COLLECTIONS);
    expect(gameThumbnailUrl("amatic/amber-orchard")).toBe(contract.gameThumbnailPath("amatic/amber-orchard"));
  });
});
