import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/database.ts";
import { updateUser } from "../identity/repository.ts";
import { findAccount } from "../ledger/accounts.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { signUp } from "../test/identity-helpers.ts";

// Rounds played through the seamless-wallet protocol by a test provider, as any provider plays them.

export const TEST_PROVIDER = "tournament-studio";
export const TEST_SECRET = "tournament-provider-secret";

export interface TestPlayer {
  id: number;
  cookie: string;
  email: string;
  tokens: Map<string, string>;
}

/** A signed-up EUR player with `funds` cents and, when given, a nickname. */
export async function startPlayer(app: FastifyInstance, db: Db, funds: bigint, nickname?: string): Promise<TestPlayer> {
  const { id, cookie, email } = await signUp(app);
  if (nickname) await updateUser(db, id, { nickname });
  const account = await findAccount(db, "player", "EUR", id);
  if (!account) throw new Error("sign-up opened no EUR account");
  if (funds > 0n) await fund(db, account, funds);
  return { id, cookie, email, tokens: new Map() };
}

async function tokenFor(db: Db, player: TestPlayer, game: string): Promise<string> {
  const known = player.tokens.get(game);
  if (known) return known;
  const { token } = await openGameSession(db, {
    playerId: player.id,
    providerId: TEST_PROVIDER,
    gameId: game,
    currency: "EUR",
    device: "desktop",
  });
  player.tokens.set(game, token);
  return token;
}

async function walletCall(app: FastifyInstance, action: string, body: Record<string, unknown>): Promise<void> {
  const raw = JSON.stringify({ request_uuid: randomUUID(), currency: "EUR", ...body });
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${TEST_PROVIDER}/${action}`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(TEST_SECRET, raw) },
  });
  expect(response.json()).toMatchObject({ status: "RS_OK" });
}

export interface PlayedRound {
  round: string;
  bet: string;
  win: string;
  token: string;
}

/** A closed round: a bet, then a win (0 for a loss) closing it. */
export async function playRound(
  app: FastifyInstance,
  db: Db,
  player: TestPlayer,
  game: string,
  bet: number,
  win: number,
): Promise<PlayedRound> {
  const token = await tokenFor(db, player, game);
  const played = { round: randomUUID(), bet: randomUUID(), win: randomUUID(), token };
  await walletCall(app, "bet", { token, transaction_uuid: played.bet, round: played.round, amount: bet });
  await walletCall(app, "win", {
    token,
    transaction_uuid: played.win,
    round: played.round,
    amount: win,
    round_closed: true,
  });
  return played;
}

/** The provider rolls back a bet or win of a round. */
export async function rollBack(app: FastifyInstance, played: PlayedRound, which: "bet" | "win"): Promise<void> {
  await walletCall(app, "rollback", {
    token: played.token,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: played[which],
    round: played.round,
  });
}
