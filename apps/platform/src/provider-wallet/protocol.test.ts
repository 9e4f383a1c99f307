import { randomUUID } from "node:crypto";
import type { ProviderWalletAnswer } from "@croupier/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, selectRows } from "../db/database.ts";
import { users } from "../identity/schema.ts";
import { findAccount, getSystemAccount, type LedgerAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { createFundedAccount } from "../ledger/ledger-test-helpers.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { ledgerTransactions } from "../ledger/schema.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { walletBatchTotals } from "./bet-win.ts";
import { findRound } from "./repository.ts";
import { gameActions, gameProviders } from "./schema.ts";
import { GAME_SESSION_TTL_MS, type GameLaunch, openGameSession } from "./sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "./signature.ts";

const PROVIDER = "test-studio";
const SECRET = "test-provider-secret";

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({}, { now: () => now });
  await tdb.database.db.insert(gameProviders).values({ id: PROVIDER, name: "Test studio", secret: SECRET });
});
afterAll(() => tdb.close());

interface CallOptions {
  signature?: string | null;
  provider?: string;
  raw?: string;
}

async function call(action: string, body: Record<string, unknown>, options: CallOptions = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const signature = options.signature === undefined ? signProviderBody(SECRET, raw) : options.signature;
  if (signature !== null) headers[PROVIDER_SIGNATURE_HEADER] = signature;
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${options.provider ?? PROVIDER}/${action}`,
    payload: raw,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ProviderWalletAnswer;
}

interface Player {
  account: LedgerAccount;
  token: string;
}

/** A player with `funds` minor units of EUR and an open session of the test provider. */
async function startPlayer(funds: bigint, launch: Partial<GameLaunch> = {}): Promise<Player> {
  const account = await createFundedAccount(tdb.database.db, "EUR", funds);
  const { token } = await openGameSession(
    tdb.database.db,
    {
      playerId: account.playerId as number,
      providerId: PROVIDER,
      gameId: "roulette",
      currency: "EUR",
      device: "desktop",
      ...launch,
    },
    now,
  );
  return { account, token };
}

async function balanceOf(player: Player): Promise<bigint> {
  const account = await findAccount(tdb.database.db, "player", "EUR", player.account.playerId);
  return account?.balance ?? 0n;
}

/** The body of a bet or a win in a fresh round with fresh ids (EUR); `extra` overrides any field. */
function moneyBody(token: string, amount: number, extra: Record<string, unknown> = {}) {
  return {
    request_uuid: randomUUID(),
    token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    currency: "EUR",
    amount,
    ...extra,
  };
}

/** A bet or a win in a fresh round with fresh ids; `extra` overrides any field. */
function moneyCall(kind: "bet" | "win", player: Player, amount: number, extra: Record<string, unknown> = {}) {
  return call(kind, moneyBody(player.token, amount, extra));
}

const bet = (player: Player, amount: number, extra?: Record<string, unknown>) =>
  moneyCall("bet", player, amount, extra);
const win = (player: Player, amount: number, extra?: Record<string, unknown>) =>
  moneyCall("win", player, amount, extra);

function rollback(player: Player, reference: string, extra: Record<string, unknown> = {}) {
  return call("rollback", {
    request_uuid: randomUUID(),
    token: player.token,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: reference,
    ...extra,
  });
}

async function actionsOf(transactionId: string) {
  return tdb.database.db
    .select()
    .from(gameActions)
    .where(and(eq(gameActions.providerId, PROVIDER), eq(gameActions.transactionId, transactionId)));
}

describe("provider wallet", () => {
  it("seeds the in-house studio with a secret", async () => {
    const [studio] = await tdb.database.db.select().from(gameProviders).where(eq(gameProviders.id, "croupier-studio"));
    expect(studio?.enabled).toBe(true);
    expect(studio?.secret.length).toBeGreaterThanOrEqual(32);
  });

  it("answers balance, bet, win and rollback with the balance in minor units", async () => {
    const player = await startPlayer(10_000n);
    const user = String(player.account.playerId);
    expect(await call("balance", { request_uuid: randomUUID(), token: player.token })).toMatchObject({
      status: "RS_OK",
      user,
      currency: "EUR",
      balance: 10_000,
    });
    const round = randomUUID();
    const betId = randomUUID();
    expect(await bet(player, 2_500, { round, transaction_uuid: betId })).toMatchObject({
      status: "RS_OK",
      balance: 7_500,
    });
    expect(await win(player, 4_000, { round, round_closed: true })).toMatchObject({ status: "RS_OK", balance: 11_500 });
    expect(await win(player, 0, { round })).toMatchObject({ status: "RS_OK", balance: 11_500 });
    const [stake] = await tdb.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `game:${PROVIDER}:${betId}`));
    expect(stake?.kind).toBe("bet");
    expect(await balanceOf(player)).toBe(11_500n);
    const recorded = await findRound(tdb.database.db, PROVIDER, round);
    expect(recorded).toMatchObject({ closed: true, totalBet: 2_500n, totalWin: 4_000n });
  });

  it("keeps a round open until the provider closes it, and never reopens it", async () => {
    const player = await startPlayer(1_000n);
    const round = randomUUID();
    await bet(player, 100, { round });
    expect((await findRound(tdb.database.db, PROVIDER, round))?.closed).toBe(false);
    await win(player, 50, { round, round_closed: true });
    await win(player, 10, { round, round_closed: false });
    expect(await findRound(tdb.database.db, PROVIDER, round)).toMatchObject({ closed: true, totalWin: 60n });
  });

  it("answers a repeated request id with the stored response, moving nothing", async () => {
    const player = await startPlayer(1_000n);
    const body = moneyBody(player.token, 300);
    const first = await call("bet", body);
    expect(first).toMatchObject({ status: "RS_OK", balance: 700 });
    expect(await call("bet", body)).toEqual(first);
    // Same request id, another transaction: still the first answer.
    expect(await call("bet", { ...body, transaction_uuid: randomUUID() })).toEqual(first);
    expect(await balanceOf(player)).toBe(700n);
  });

  it("applies a transaction id once: a repeat answers the original, a changed one is refused", async () => {
    const player = await startPlayer(1_000n);
    const transaction = { transaction_uuid: randomUUID(), round: randomUUID() };
    const first = await bet(player, 200, transaction);
    expect(first).toMatchObject({ status: "RS_OK", balance: 800 });
    const repeat = await bet(player, 200, transaction);
    expect(repeat).toMatchObject({ status: "RS_OK", balance: 800 });
    expect(repeat.request_uuid).not.toBe(first.request_uuid);
    expect(await bet(player, 250, transaction)).toMatchObject({
      status: "RS_ERROR_DUPLICATE_TRANSACTION",
      balance: 800,
    });
    expect(await balanceOf(player)).toBe(800n);
    expect(await actionsOf(transaction.transaction_uuid)).toHaveLength(1);
  });

  it("applies concurrent copies of one transaction once", async () => {
    const player = await startPlayer(1_000n);
    const transaction = { transaction_uuid: randomUUID(), round: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => bet(player, 100, transaction)));
    for (const answer of answers) expect(answer).toMatchObject({ status: "RS_OK", balance: 900 });
    expect(await balanceOf(player)).toBe(900n);
  });

  it("refuses to roll back a rollback or another player's transaction", async () => {
    const player = await startPlayer(1_000n);
    const other = await startPlayer(1_000n);
    const betId = randomUUID();
    await bet(player, 100, { transaction_uuid: betId });
    const rollbackId = randomUUID();
    await rollback(player, betId, { transaction_uuid: rollbackId });
    expect(await rollback(player, rollbackId)).toMatchObject({ status: "RS_ERROR_TRANSACTION_DOES_NOT_EXIST" });
    const otherBet = randomUUID();
    await bet(other, 100, { transaction_uuid: otherBet });
    expect(await rollback(player, otherBet)).toMatchObject({
      status: "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      balance: 1_000,
    });
    expect(await balanceOf(other)).toBe(900n);
  });

  it("refuses a bet beyond the balance with the balance, moving and recording nothing", async () => {
    const player = await startPlayer(500n);
    const transactionId = randomUUID();
    expect(await bet(player, 501, { transaction_uuid: transactionId })).toMatchObject({
      status: "RS_ERROR_NOT_ENOUGH_MONEY",
      balance: 500,
      currency: "EUR",
    });
    expect(await balanceOf(player)).toBe(500n);
    expect(await actionsOf(transactionId)).toHaveLength(0);
  });

  it("rolls back a bet (stake returned) and a win (payout taken back), once", async () => {
    const player = await startPlayer(1_000n);
    const betId = randomUUID();
    await bet(player, 400, { transaction_uuid: betId });
    const rollbackId = randomUUID();
    expect(await rollback(player, betId, { transaction_uuid: rollbackId })).toMatchObject({
      status: "RS_OK",
      balance: 1_000,
    });
    // A repeat of the rollback, and another rollback of the same bet, change nothing.
    expect(await rollback(player, betId, { transaction_uuid: rollbackId })).toMatchObject({
      status: "RS_OK",
      balance: 1_000,
    });
    expect(await rollback(player, betId)).toMatchObject({ status: "RS_OK", balance: 1_000 });
    const winId = randomUUID();
    await win(player, 300, { transaction_uuid: winId });
    expect(await rollback(player, winId)).toMatchObject({ status: "RS_OK", balance: 1_000 });
    expect(await balanceOf(player)).toBe(1_000n);
  });

  it("refuses to roll back a win the player has already spent", async () => {
    const player = await startPlayer(0n);
    const winId = randomUUID();
    await win(player, 300, { transaction_uuid: winId });
    await bet(player, 250);
    expect(await rollback(player, winId)).toMatchObject({ status: "RS_ERROR_NOT_ENOUGH_MONEY", balance: 50 });
    expect((await actionsOf(winId))[0]?.rolledBackBy).toBeNull();
  });

  it("records a rollback of an unseen bet as a tombstone and refuses that bet later", async () => {
    const player = await startPlayer(1_000n);
    const betId = randomUUID();
    expect(await rollback(player, betId)).toMatchObject({ status: "RS_OK", balance: 1_000 });
    const [tombstone] = await actionsOf(betId);
    expect(tombstone).toMatchObject({ tombstone: true, amount: 0n });
    expect(await bet(player, 100, { transaction_uuid: betId })).toMatchObject({
      status: "RS_ERROR_TRANSACTION_ROLLED_BACK",
      balance: 1_000,
    });
    expect(await balanceOf(player)).toBe(1_000n);
  });

  it("never overdraws under 20 concurrent bets, and the stakes add up", async () => {
    const player = await startPlayer(1_000n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(player, 75)));
    const accepted = answers.filter((answer) => answer.status === "RS_OK");
    const refused = answers.filter((answer) => answer.status !== "RS_OK");
    expect(accepted).toHaveLength(13);
    expect(refused.every((answer) => answer.status === "RS_ERROR_NOT_ENOUGH_MONEY")).toBe(true);
    expect(await balanceOf(player)).toBe(1_000n - 13n * 75n);
    expect(Math.min(...accepted.map((answer) => answer.balance ?? -1))).toBe(25);
  });

  it("refuses a bad or missing signature and an unknown provider", async () => {
    const player = await startPlayer(1_000n);
    const body = { request_uuid: randomUUID(), token: player.token };
    expect(await call("balance", body, { signature: null })).toEqual({ status: "RS_ERROR_INVALID_SIGNATURE" });
    expect(await call("balance", body, { signature: "ab".repeat(32) })).toEqual({
      status: "RS_ERROR_INVALID_SIGNATURE",
    });
    // The signature covers the exact bytes: the same JSON with other spacing does not verify.
    const raw = JSON.stringify(body, null, 1);
    expect(await call("balance", body, { raw, signature: signProviderBody(SECRET, JSON.stringify(body)) })).toEqual({
      status: "RS_ERROR_INVALID_SIGNATURE",
    });
    expect(await call("balance", body, { provider: "nobody" })).toEqual({ status: "RS_ERROR_INVALID_PARTNER" });
    expect(await call("bet", { request_uuid: "x" })).toMatchObject({ status: "RS_ERROR_WRONG_SYNTAX" });
    expect(await call("balance", { request_uuid: randomUUID(), token: "no-such-token" })).toMatchObject({
      status: "RS_ERROR_INVALID_TOKEN",
    });
  });

  it("after the session expires refuses bets but accepts wins and rollbacks", async () => {
    const player = await startPlayer(1_000n);
    const betId = randomUUID();
    await bet(player, 100, { transaction_uuid: betId });
    const started = now;
    now = new Date(started.getTime() + GAME_SESSION_TTL_MS + 1);
    try {
      expect(await bet(player, 100)).toMatchObject({ status: "RS_ERROR_INVALID_TOKEN", balance: 900 });
      expect(await win(player, 50)).toMatchObject({ status: "RS_OK", balance: 950 });
      expect(await rollback(player, betId)).toMatchObject({ status: "RS_OK", balance: 1_050 });
    } finally {
      now = started;
    }
  });

  it("refuses another currency than the session's", async () => {
    const player = await startPlayer(1_000n);
    expect(await bet(player, 100, { currency: "USD" })).toMatchObject({
      status: "RS_ERROR_WRONG_CURRENCY",
      balance: 1_000,
    });
  });

  it("refuses a locked player's bets but still pays their wins", async () => {
    const player = await startPlayer(1_000n);
    await tdb.database.db
      .update(users)
      .set({ lockedAt: now })
      .where(eq(users.id, player.account.playerId as number));
    expect(await bet(player, 100)).toMatchObject({ status: "RS_ERROR_USER_DISABLED", balance: 1_000 });
    expect(await win(player, 100)).toMatchObject({ status: "RS_OK", balance: 1_100 });
  });

  it("refuses a bet above the session's maximum bet", async () => {
    const player = await startPlayer(10_000n, { maxBet: 500n });
    expect(await bet(player, 501)).toMatchObject({ status: "RS_ERROR_LIMIT_REACHED", balance: 10_000 });
    expect(await bet(player, 500)).toMatchObject({ status: "RS_OK", balance: 9_500 });
  });

  it("documents the endpoints in the OpenAPI document", async () => {
    const document = (await app.inject({ url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    for (const call of ["balance", "bet", "win", "rollback"]) {
      expect(document.paths[`/api/provider-wallet/{provider}/${call}`]).toBeDefined();
    }
    for (const name of ["Balance", "Bet", "Win", "Rollback"]) {
      expect(document.components.schemas[`ProviderWallet${name}Request`]).toBeDefined();
    }
    expect(document.components.schemas.ProviderWalletAnswer).toBeDefined();
  });

  it("follows a provider's new secret and its disabling at once, though it keeps a copy", async () => {
    const provider = "test-rotating";
    const db = tdb.database.db;
    await db.insert(gameProviders).values({ id: provider, name: "Rotating", secret: "old-secret" });
    const player = await startPlayer(1_000n);
    // A session of this provider: the token is bound to it.
    const { token } = await openGameSession(
      db,
      {
        playerId: player.account.playerId as number,
        providerId: provider,
        gameId: "g",
        currency: "EUR",
        device: "desktop",
      },
      now,
    );
    const signedBet = (secret: string) => {
      const raw = JSON.stringify(moneyBody(token, 10));
      return call("bet", {}, { provider, raw, signature: signProviderBody(secret, raw) });
    };
    expect(await signedBet("old-secret")).toMatchObject({ status: "RS_OK", balance: 990 });
    await db.update(gameProviders).set({ secret: "new-secret" }).where(eq(gameProviders.id, provider));
    expect(await signedBet("old-secret")).toEqual({ status: "RS_ERROR_INVALID_SIGNATURE" });
    expect(await signedBet("new-secret")).toMatchObject({ status: "RS_OK", balance: 980 });
    await db.update(gameProviders).set({ enabled: false }).where(eq(gameProviders.id, provider));
    expect(await signedBet("new-secret")).toEqual({ status: "RS_ERROR_INVALID_PARTNER" });
    await db.update(gameProviders).set({ enabled: true }).where(eq(gameProviders.id, provider));
    expect(await signedBet("new-secret")).toMatchObject({ status: "RS_OK", balance: 970 });
    expect(await balanceOf(player)).toBe(970n);
  });

  it("commits a bet's stored answer with the bet itself, and replays it from another process", async () => {
    const player = await startPlayer(1_000n);
    const body = moneyBody(player.token, 150);
    const first = await call("bet", body);
    expect(first).toMatchObject({ status: "RS_OK", balance: 850 });
    // One database transaction wrote the posting and the action, whose row holds the answer under
    // the request id (same xmin): a crash leaves both or none, never a move without its answer.
    const xmins = await tdb.database.db.execute(sql`
      select (select xmin::text from game_actions where provider_id = ${PROVIDER} and transaction_id = ${body.transaction_uuid}) as action,
             (select xmin::text from game_actions where provider_id = ${PROVIDER} and request_id = ${body.request_uuid}
                 and response = ${JSON.stringify(first)}::jsonb) as answer,
             (select xmin::text from ledger_transactions where idempotency_key = ${`game:${PROVIDER}:${body.transaction_uuid}`}) as posting,
             (select count(*)::int from provider_requests where provider_id = ${PROVIDER} and request_id = ${body.request_uuid}) as stored`);
    const [row] = rowsOf<{ action: string; answer: string; posting: string; stored: number }>(xmins);
    expect(row?.action).toBeTruthy();
    expect(row?.answer).toBe(row?.action);
    expect(row?.posting).toBe(row?.action);
    expect(row?.stored).toBe(0);
    // Another process (its own provider copy) answers the repeat from the stored answer.
    const other = await tdb.buildApp({}, { now: () => now });
    const raw = JSON.stringify({ ...body, amount: 999 });
    const repeat = await other.inject({
      method: "POST",
      url: `/api/provider-wallet/${PROVIDER}/bet`,
      payload: raw,
      headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, raw) },
    });
    expect(repeat.json()).toEqual(first);
    expect(await balanceOf(player)).toBe(850n);
  });

  it("answers concurrent copies of one request once, moving the money once", async () => {
    const player = await startPlayer(1_000n);
    const body = moneyBody(player.token, 100);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call("bet", { ...body, transaction_uuid: `${body.transaction_uuid}-${index}` }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await balanceOf(player)).toBe(900n);
  });

  it("posts a bet under the hash postTransaction computes for the same posting", async () => {
    const player = await startPlayer(1_000n);
    const transactionId = `tx "quoted" \\ ü ${randomUUID()}`;
    const round = `round\n${randomUUID()}`;
    expect(await bet(player, 40, { transaction_uuid: transactionId, round })).toMatchObject({ status: "RS_OK" });
    const house = await getSystemAccount(tdb.database.db, "house", "EUR");
    const again = await postTransaction(tdb.database.db, {
      idempotencyKey: `game:${PROVIDER}:${transactionId}`,
      kind: "bet",
      entries: [
        { account: player.account.id, amount: -40n },
        { account: house.id, amount: 40n },
      ],
      metadata: { provider: PROVIDER, transaction: transactionId, round },
    });
    expect(again.replayed).toBe(true);
    expect(await balanceOf(player)).toBe(960n);
  });

  it("replays an applied move's request id from its game_actions row, for any call and body", async () => {
    const player = await startPlayer(1_000n);
    const requestId = randomUUID();
    const first = await bet(player, 100, { request_uuid: requestId });
    expect(first).toMatchObject({ status: "RS_OK", balance: 900 });
    // The same request id with another transaction, another call, another amount: the first answer.
    expect(await bet(player, 300, { request_uuid: requestId })).toEqual(first);
    expect(await win(player, 500, { request_uuid: requestId })).toEqual(first);
    expect(await rollback(player, randomUUID(), { request_uuid: requestId })).toEqual(first);
    expect(await balanceOf(player)).toBe(900n);
    // A refusal's request id answers the refusal, even once the money is there.
    const poor = await startPlayer(10n);
    const refusedId = randomUUID();
    const refusal = await bet(poor, 50, { request_uuid: refusedId });
    expect(refusal).toMatchObject({ status: "RS_ERROR_NOT_ENOUGH_MONEY", balance: 10 });
    await win(poor, 100);
    expect(await bet(poor, 50, { request_uuid: refusedId })).toEqual(refusal);
    expect(await balanceOf(poor)).toBe(110n);
  });

  it("answers concurrent first calls of one request id once, whether applied or refused", async () => {
    const player = await startPlayer(100n);
    const requestId = randomUUID();
    // Same request id: an affordable bet, an unaffordable one, a win. Whichever runs first answers all.
    const answers = await Promise.all([
      bet(player, 60, { request_uuid: requestId }),
      bet(player, 500, { request_uuid: requestId }),
      win(player, 7, { request_uuid: requestId }),
      bet(player, 60, { request_uuid: requestId }),
    ]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect([40, 100, 107]).toContain(answers[0]?.balance);
    expect(await balanceOf(player)).toBe(BigInt(answers[0]?.balance ?? -1));
  });

  it("refuses to delete or renumber a provider, session or player that wallet records name", async () => {
    const player = await startPlayer(1_000n);
    expect(await bet(player, 10)).toMatchObject({ status: "RS_OK" });
    const playerId = player.account.playerId as number;
    const db = tdb.database.db;
    const [session] = await selectRows<{ id: string }>(
      db,
      sql`select id::text from game_sessions where player_id = ${playerId}`,
    );
    /** The database's refusal of `statement` (drizzle wraps it as the cause). */
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
        return "accepted";
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause ?? error;
        return (cause as Error).message;
      }
    };
    expect(await refusal(sql`delete from game_providers where id = ${PROVIDER}`)).toMatch(
      /referenced by wallet records/,
    );
    // The games catalogue's and the sessions' foreign keys may refuse a renumbering first.
    expect(await refusal(sql`update game_providers set id = 'renamed' where id = ${PROVIDER}`)).toMatch(
      /referenced by wallet records|violates foreign key/,
    );
    expect(await refusal(sql`delete from game_sessions where id = ${session?.id}`)).toMatch(
      /referenced by wallet records/,
    );
    expect(await refusal(sql`update game_sessions set id = -id where id = ${session?.id}`)).toMatch(
      /referenced by wallet records/,
    );
    expect(await refusal(sql`delete from users where id = ${playerId}`)).toMatch(/referenced by wallet records/);
    // TRUNCATE skips row triggers: a statement trigger refuses it while wallet records exist.
    for (const table of ["game_providers", "game_sessions", "users"]) {
      expect(await refusal(sql.raw(`truncate ${table} cascade`))).toMatch(/wallet records name its rows/);
    }
    // Rows nothing names are deleted as before; the refused ones are all still there.
    await db.insert(gameProviders).values({ id: "unused-studio", name: "Unused", secret: "x" });
    await db.execute(sql`delete from game_providers where id = 'unused-studio'`);
    expect(await db.select().from(gameProviders).where(eq(gameProviders.id, PROVIDER))).toHaveLength(1);
    expect(await bet(player, 10)).toMatchObject({ status: "RS_OK", balance: 980 });
  });

  it("gathers concurrent bets and wins into batches, each answered as if it came alone", async () => {
    const before = { ...walletBatchTotals };
    const players = await Promise.all(Array.from({ length: 12 }, () => startPlayer(1_000n)));
    const [busy, poor] = await Promise.all([startPlayer(1_000n), startPlayer(50n)]);
    if (!busy || !poor) throw new Error("players not started");
    const repeated = moneyBody(busy.token, 5);
    const answers = await Promise.all([
      ...players.flatMap((player) => [bet(player, 100), win(player, 40)]),
      // One account three times at once: a batch takes one of its moves, the others go alone.
      bet(busy, 100),
      bet(busy, 100),
      bet(busy, 100),
      call("bet", repeated),
      call("bet", repeated),
      bet(poor, 60),
    ]);
    const [refused, ...tail] = answers.reverse();
    expect(refused).toMatchObject({ status: "RS_ERROR_NOT_ENOUGH_MONEY", balance: 50 });
    expect(tail.every((answer) => answer.status === "RS_OK")).toBe(true);
    // The repeated request is applied once and both copies get its one answer.
    expect(tail[0]).toEqual(tail[1]);
    // Each of the three bets on one account saw its own balance after it.
    const busyBalances = tail.slice(2, 5).map((answer) => answer.balance as number);
    expect(new Set(busyBalances).size).toBe(3);
    expect(Math.min(...busyBalances)).toBeGreaterThanOrEqual(695);
    for (const player of players) expect(await balanceOf(player)).toBe(940n);
    expect(await balanceOf(busy)).toBe(695n);
    expect(await balanceOf(poor)).toBe(50n);
    // Batches applied moves: at least one for each of the twelve players (one per account and batch).
    expect(walletBatchTotals.applied - before.applied).toBeGreaterThanOrEqual(12);
    if (tdb.database.kind === "postgres") {
      // On a server, moves arrive while a batch is in the database, so batches carry several. (The
      // embedded PGlite runs each call to its end before the next request reaches the wallet.)
      expect(walletBatchTotals.moves - before.moves).toBeGreaterThan(walletBatchTotals.batches - before.batches);
    }
    const metrics = await app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/^wallet_batch_moves_total [1-9]\d*$/m);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("leaves the ledger's invariants intact", async () => {
    const report = await checkLedger(tdb.database.db);
    expect(report.breaches).toEqual([]);
  });
});
