import { randomUUID } from "node:crypto";
import type { ProviderWalletAnswer } from "@croupier/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { deposit } from "../payments/payment-test-helpers.ts";
import { payments } from "../payments/schema.ts";
import { gameActions, gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import {
  eurBalance,
  fundedPlayer,
  launch,
  type StudioGame,
  setPlayRules,
  startStudioApp,
  studio,
  type TestPlayer,
} from "../studio/studio-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";

// Limits under concurrency: ten bets (through the seamless wallet, through the studio, or both at
// once) or ten card deposits of one player arriving at the same instant. Each is checked in the
// transaction that writes it, after the player's account lock, so exactly as many pass as the limit
// allows and the total never goes over it. On PGlite (one connection) the calls run one after the
// other; on a PostgreSQL server they really race and the lock decides.

const PROVIDER = "limits-race-provider";
const SECRET = "limits-race-secret";
const CALLS = 10;

let tdb: TestDatabase;
let app: FastifyInstance;
let dice: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"]));
  await tdb.database.db.insert(gameProviders).values({ id: PROVIDER, name: "Limits race provider", secret: SECRET });
  await setPlayRules(tdb.database.db, { min_round_interval_ms: 0 });
});
afterAll(() => tdb.close());

async function setLimit(player: TestPlayer, type: string, amount: string) {
  const response = await call(app, "POST", "/api/user_limits", {
    cookie: player.cookie,
    payload: { user_limit: { type, period: "day", accounts: [{ currency: "EUR", amount }] } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function walletCall(action: string, body: Record<string, unknown>): Promise<ProviderWalletAnswer> {
  const raw = JSON.stringify(body);
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${PROVIDER}/${action}`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, raw) },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ProviderWalletAnswer;
}

async function gameToken(player: TestPlayer): Promise<string> {
  const opened = await openGameSession(
    tdb.database.db,
    { playerId: player.id, providerId: PROVIDER, gameId: "race-roulette", currency: "EUR", device: "desktop" },
    new Date(),
  );
  return opened.token;
}

const betBody = (token: string, amount: number) => ({
  request_uuid: randomUUID(),
  token,
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  currency: "EUR",
  amount,
});

/** What the wallet recorded as the player's stakes (every provider, the studio included). */
async function wagered(player: TestPlayer): Promise<bigint> {
  const [row] = await tdb.database.db
    .select({ total: sql<string>`coalesce(sum(${gameActions.amount}), 0)::text` })
    .from(gameActions)
    .where(and(eq(gameActions.playerId, player.id), eq(gameActions.kind, "bet")));
  return BigInt(row?.total ?? "0");
}

async function studioRoll(token: string, stake: number) {
  return studio(app, "POST", "/api/studio/play", token, {
    action: { type: "roll", bet: stake, direction: "under", target: 4950 },
  });
}

describe("ten bets of one player at the same instant under a wager limit of 10 EUR", () => {
  it("through the seamless wallet: exactly three of 3 EUR pass, the rest answer RS_ERROR_LIMIT_REACHED", async () => {
    const player = await fundedPlayer(app, 100_000n);
    await setLimit(player, "wager", "10");
    const token = await gameToken(player);
    const bodies = Array.from({ length: CALLS }, () => betBody(token, 300));
    const answers = await Promise.all(bodies.map((body) => walletCall("bet", body)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(7).fill("RS_ERROR_LIMIT_REACHED"), ...Array(3).fill("RS_OK")]);
    expect(await wagered(player)).toBe(900n);
    expect(await eurBalance(tdb.database.db, player.id)).toBe(100_000n - 900n);
    // Every request id answers again as it did the first time, refused or not.
    const again = await Promise.all(bodies.map((body) => walletCall("bet", body)));
    expect(again).toEqual(answers);
    expect(await wagered(player)).toBe(900n);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("through the studio: exactly three plays of 3 EUR pass, the rest are refused with the limit's text", async () => {
    const player = await fundedPlayer(app, 100_000n);
    await setLimit(player, "wager", "10");
    const { token } = await launch(app, dice.eur, player.cookie);
    const responses = await Promise.all(Array.from({ length: CALLS }, () => studioRoll(token, 300)));
    const passed = responses.filter((response) => response.statusCode === 200);
    expect(passed).toHaveLength(3);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors["action.bet"]).toEqual([expect.stringMatching(/wager limit of €10 per/)]);
    }
    expect(await wagered(player)).toBe(900n);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("through the studio and another provider at once: never more than the limit in all", async () => {
    const player = await fundedPlayer(app, 100_000n);
    await setLimit(player, "wager", "10");
    const { token: studioToken } = await launch(app, dice.eur, player.cookie);
    const token = await gameToken(player);
    const outcomes = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        i % 2 === 0
          ? studioRoll(studioToken, 300).then((response) => response.statusCode === 200)
          : walletCall("bet", betBody(token, 300)).then((answer) => answer.status === "RS_OK"),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(3);
    expect(await wagered(player)).toBe(900n);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

describe("ten card deposits of one player at the same instant under a deposit limit of 50 EUR", () => {
  it("exactly two of 20 EUR are opened, the other eight refused with the limit's text", async () => {
    const player = await fundedPlayer(app, 0n);
    await setLimit(player, "deposit", "50");
    const responses = await Promise.all(
      Array.from({ length: CALLS }, () => deposit(app, player.cookie, { amountValue: 20 })),
    );
    const opened = responses.filter((response) => response.statusCode === 201);
    expect(opened).toHaveLength(2);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.amountValue).toEqual([expect.stringMatching(/deposit limit of €50 per/)]);
    }
    const rows = await tdb.database.db.select().from(payments).where(eq(payments.playerId, player.id));
    expect(rows.map((row) => row.amountCents)).toEqual([2_000n, 2_000n]);
  });
});
