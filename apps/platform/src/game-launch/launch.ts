import { DEMO_CURRENCY, type GameDeviceKind, type GameLaunch, trimEndOf } from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { User } from "../identity/repository.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { openDemoSession } from "../studio/demo-sessions.ts";
import { gameError } from "../studio/errors.ts";
import { findLaunchableGame, type LaunchableGame } from "./launch-repository.ts";

// GET /api/games/{id}/play: where the game page's iframe goes for a per-currency game id. Real
// money opens a protocol game session whose token the provider gets in the URL; the FUN id opens
// a demo for anyone (the in-house studio's own demo sessions; other providers' demos are theirs).

export interface LaunchRequest {
  gameCurrencyId: number;
  device: GameDeviceKind;
  /** The signed-in player, null for a visitor. */
  player: User | null;
  now: Date;
}

export async function launchGame(db: Db, request: LaunchRequest): Promise<GameLaunch> {
  const game = await findLaunchableGame(db, request.gameCurrencyId);
  if (!game?.gameEnabled || !game.providerEnabled) throw new AppError("not_found", "Unknown game");
  if (!game.devices.includes(request.device)) {
    throw new AppError("validation_failed", undefined, { fields: { device: ["not available on this device"] } });
  }
  if (game.launchUrl === null) throw gameError("game_unavailable");
  if (game.currency === DEMO_CURRENCY) return launchDemo(db, game, game.launchUrl, request.now);

  const { player } = request;
  if (!player) throw new AppError("unauthorized");
  // As the wallet refuses a locked player's bets (RS_ERROR_USER_DISABLED), no session is opened.
  if (player.lockedAt !== null) throw gameError("player_disabled");
  const { token, session } = await openGameSession(
    db,
    {
      playerId: player.id,
      providerId: game.providerId,
      gameId: game.identifier,
      currency: game.currency,
      device: request.device,
    },
    request.now,
  );
  return {
    url: launchUrl(game.launchUrl, game.slug, token),
    mode: "real",
    currency: game.currency,
    identifier: game.identifier,
    session_id: session.id,
  };
}

async function launchDemo(db: Db, game: LaunchableGame, baseUrl: string, now: Date): Promise<GameLaunch> {
  // Only the studio's demos are served here; a third party's demo URL would come from its own API.
  if (game.studioTitle === null) throw gameError("game_unavailable");
  const { token } = await openDemoSession(db, game.identifier, now);
  return {
    url: launchUrl(baseUrl, game.slug, token),
    mode: "demo",
    currency: DEMO_CURRENCY,
    identifier: game.identifier,
    session_id: null,
  };
}

/** `<launch_url>/<slug>?token=<token>` (the studio's launch_url is the site path `/studio`). */
export function launchUrl(base: string, slug: string, token: string): string {
  return `${trimEndOf(base, "/")}/${encodeURIComponent(slug)}?token=${encodeURIComponent(token)}`;
}
