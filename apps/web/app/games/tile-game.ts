import type { AllowedGame } from "@croupier/contract/schemas/games";
import { demoIdOf } from "./catalog.ts";

// What a game tile needs, and nothing more: loaders send these (not whole catalog entries) so the
// home and lobby pages stay light, and the browser builds the same from the full list.

export type TileBadge = "new" | "jackpot" | "bonusbuy";

export interface TileGame {
  identifier: string;
  title: string;
  provider: string;
  /** The provider's display name ("Play'n GO"); its id when the providers list is not at hand. */
  providerTitle: string;
  /** The per-currency id in the play currency (Play, favourites), null when not offered in it. */
  playId: number | null;
  /** The FUN per-currency id, null when the game has no demo. */
  demoId: number | null;
  /** False when the provider is not connected (the game page then says so). */
  playable: boolean;
  badges: TileBadge[];
}

type TileSource = Pick<AllowedGame, "title" | "provider" | "collections" | "real" | "demo" | "playable"> & {
  identifier: string;
};

/** The badges of the game collections, in a fixed order. */
export function tileBadges(game: Pick<AllowedGame, "collections">): TileBadge[] {
  const badges: TileBadge[] = [];
  if (game.collections.new !== undefined) badges.push("new");
  if (game.collections.jackpot !== undefined) badges.push("jackpot");
  if (game.collections.bonusbuy !== undefined) badges.push("bonusbuy");
  return badges;
}

export function toTileGame(
  game: TileSource,
  currency: string,
  providerTitles: Readonly<Record<string, string>> = {},
): TileGame {
  return {
    identifier: game.identifier,
    title: game.title,
    provider: game.provider,
    providerTitle: providerTitles[game.provider] ?? game.provider,
    playId: game.real[currency]?.id ?? null,
    demoId: demoIdOf(game),
    playable: game.playable,
    badges: tileBadges(game),
  };
}

/** The id a favourite is stored under: the play currency's, else the demo's. */
export function favoriteIdOf(game: Pick<TileGame, "playId" | "demoId">): number | null {
  return game.playId ?? game.demoId;
}
