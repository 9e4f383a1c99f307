import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { createFundedAccount } from "../ledger/ledger-test-helpers.ts";
import { startTwoNodes, type TwoNodes } from "../test/two-nodes.ts";
import { FakeBetby, type FakePlayer, pemAsEnv, type Reply } from "./fake-betby.ts";
import { openSportsbookSession } from "./wallet.ts";

// Betby retries a callback it got no answer to, and its retry may reach another node of ours while
// the first is still running. Two platform processes on one PostgreSQL server (test/two-nodes.ts)
// receive the very same signed callback at the same moment: the money moves once, both answer the
// same, and the ledger's invariants hold.

let nodes: TwoNodes;
let fake: FakeBetby;

beforeAll(async () => {
  fake = new FakeBetby({ send: async () => ({ status: 0, body: {} }) });
  const key = pemAsEnv(fake.keys.publicPem);
  nodes = await startTwoNodes({
    configA: { SPORTSBOOK_BETBY_PUBLIC_KEY: key },
    envB: { SPORTSBOOK_BETBY_PUBLIC_KEY: key },
  });
}, 120_000);
afterAll(async () => {
  await nodes?.stop();
});

async function toNodeA(path: string, token: string): Promise<Reply> {
  const response = await nodes.nodeA.inject({
    method: "POST",
    url: `/api/sportsbook/betby/${path}`,
    payload: { payload: token },
  });
  return { status: response.statusCode, body: response.json() };
}

async function toNodeB(path: string, token: string): Promise<Reply> {
  const response = await fetch(`${nodes.nodeBUrl}/api/sportsbook/betby/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ payload: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The same signed callback to both nodes at once; both must answer alike. */
async function both(path: string, payload: object): Promise<Reply> {
  const token = await fake.sign(payload);
  const [a, b] = await Promise.all([toNodeA(path, token), toNodeB(path, token)]);
  expect(b).toEqual(a);
  return a;
}

async function balanceOf(playerId: number): Promise<bigint> {
  return (await findAccount(nodes.database.db, "player", "EUR", playerId))?.balance ?? 0n;
}

describe("two nodes receiving the same Betby callback at once", () => {
  it("hold the stake once, pay the win once, roll it back once and resettle once", async () => {
    const db = nodes.database.db;
    const account = await createFundedAccount(db, "EUR", 10_000n);
    const player: FakePlayer = {
      id: account.playerId as number,
      session: await openSportsbookSession(
        db,
        { vendor: "betby", playerId: account.playerId as number, currency: "EUR" },
        new Date(),
      ),
      currency: "EUR",
    };
    let expected = 10_000n;
    for (let round = 0; round < 4; round += 1) {
      const id = randomUUID();
      const made = await both("bet/make", {
        amount: 1_000,
        currency: "EUR",
        player_id: String(player.id),
        session_id: player.session,
        transaction: { id, amount: 1_000, operation: "bet" },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expected -= 1_000n;
      expect(made.body.balance).toBe(Number(expected));
      const betId = made.body.id;
      expect((await both("bet/commit", { bet_transaction_id: betId })).status).toBe(200);

      const won = await both("bet/win", {
        bet_transaction_id: betId,
        amount: 2_500,
        currency: "EUR",
        transaction: { id: randomUUID(), amount: 2_500, operation: "win" },
      });
      expected += 2_500n;
      expect(won.body.balance).toBe(Number(expected));

      const rolledBack = await both("bet/rollback", {
        bet_transaction_id: betId,
        parent_transaction_id: betId,
        transaction: { id: randomUUID(), operation: "rollback" },
      });
      expected -= 2_500n;
      expect(rolledBack.body).toMatchObject({ amount: 2_500, balance: Number(expected) });

      const lost = await both("bet/lost", {
        bet_transaction_id: betId,
        amount: 0,
        currency: "EUR",
        transaction: { id: randomUUID(), operation: "lost" },
      });
      expect(lost.body).toMatchObject({ operation: "lost", balance: Number(expected) });
      expect(await balanceOf(player.id)).toBe(expected);
    }
    expect(expected).toBe(6_000n);
    expect((await checkLedger(db)).breaches).toEqual([]);
  }, 60_000);
});
