import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findAccount } from "../ledger/accounts.ts";
import { findProvider, findSessionByTokenHash, type GameSession, insertSession } from "./repository.ts";
import type { GameDevice } from "./schema.ts";

/** How long a launch token accepts bets (wins and rollbacks are accepted after it). */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export interface GameLaunch {
  playerId: number;
  providerId: string;
  gameId: string;
  currency: string;
  device: GameDevice;
  /** The largest single bet in minor units (RS_ERROR_LIMIT_REACHED above it); none when omitted. */
  maxBet?: bigint;
}

export function hashGameToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Opens a game session and answers its token (32 random bytes, base64url; only the hash is kept):
 * the token the game launch hands to the provider, bound to player, provider, game, currency and
 * device. The player needs a wallet account in that currency.
 */
export async function openGameSession(
  db: Executor,
  launch: GameLaunch,
  now: Date = new Date(),
): Promise<{ token: string; session: GameSession }> {
  const provider = await findProvider(db, launch.providerId);
  if (!provider?.enabled) throw new AppError("not_found", "Unknown game provider");
  const account = await findAccount(db, "player", launch.currency, launch.playerId);
  if (!account)
    throw new AppError("validation_failed", "No wallet in this currency", {
      fields: { currency: ["no wallet in this currency"] },
    });
  const token = randomBytes(32).toString("base64url");
  const session = await insertSession(db, {
    tokenHash: hashGameToken(token),
    playerId: launch.playerId,
    providerId: provider.id,
    gameId: launch.gameId,
    currency: launch.currency,
    device: launch.device,
    maxBet: launch.maxBet ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
  });
  return { token, session };
}

export function findGameSession(db: Executor, token: string): Promise<GameSession | null> {
  return findSessionByTokenHash(db, hashGameToken(token));
}
