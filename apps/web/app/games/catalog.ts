import { createCall } from "@croupier/contract/client/call";
import { gameCalls } from "@croupier/contract/client/games";
import type { AllowedGame, AllowedGames, GameDeviceKind } from "@croupier/contract/schemas/games";
import { parseIdentifier } from "./paths.ts";

// The allowed games list (GET /api/games/allowed_desktop|allowed_mobile): loaded once per device
// and page life, shared by the lobby, the home rows, the search modal and the game page. It is
// requested without a locale so the browser and the platform can cache one response for everyone.

export interface CatalogGame extends AllowedGame {
  identifier: string;
  slug: string;
}

const requests = new Map<GameDeviceKind, Promise<CatalogGame[]>>();

/** The device whose list a browser should use: phones and touch-first tablets are "mobile". */
export function currentDevice(): GameDeviceKind {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return "desktop";
  return window.matchMedia("(max-width: 767px), (pointer: coarse)").matches ? "mobile" : "desktop";
}

/** The list as an array in lobby order (`collections.popularity` ascending). */
export function toCatalogGames(list: AllowedGames): CatalogGame[] {
  const games: CatalogGame[] = [];
  for (const [identifier, game] of Object.entries(list)) {
    const parts = parseIdentifier(identifier);
    if (parts) games.push({ ...game, identifier, slug: parts.slug });
  }
  return games.sort(
    (a, b) =>
      (a.collections.popularity ?? Number.MAX_SAFE_INTEGER) - (b.collections.popularity ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * The allowed games of a device, once per page life. A failed load answers an empty list (a failed
 * search shows no games rather than an error) and is retried on the next call.
 */
export function loadCatalogGames(device: GameDeviceKind = currentDevice()): Promise<CatalogGame[]> {
  let request = requests.get(device);
  if (!request) {
    request = gameCalls(createCall())
      .getAllowedGames(device)
      .then((result) => {
        if (!result.ok) {
          requests.delete(device);
          return [];
        }
        return toCatalogGames(result.data);
      });
    requests.set(device, request);
  }
  return request;
}

/** Games playable in a currency: the list hides games without `real[currency]`. */
export function gamesInCurrency(games: readonly CatalogGame[], currency: string): CatalogGame[] {
  return games.filter((game) => game.real[currency] !== undefined);
}

/** The per-currency id to open a game with: the currency's, else the demo's, else none. */
export function launchIdFor(game: CatalogGame, currency: string | null): number | null {
  if (currency && game.real[currency]) return game.real[currency].id;
  return demoIdOf(game);
}

/** The FUN per-currency id of a game with a demo (its `demo` path ends with it). */
export function demoIdOf(game: Pick<AllowedGame, "demo" | "real">): number | null {
  if (game.real.FUN) return game.real.FUN.id;
  const id = game.demo ? Number(game.demo.split("/").pop()) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
