import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueBonus } from "../bonuses/lifecycle.ts";
import { listDefinitions } from "../bonuses/repository.ts";
import { type PlayerBonusRow, playerBonuses } from "../bonuses/schema.ts";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { createFundedAccount } from "../ledger/ledger-test-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { HOUSE_VENDOR, placeBet, rollbackSettlement, type SettleOutcome, settleBet } from "./wallet.ts";

// Sports bets toward a bonus's wagering: only a bonus whose contributions name `sportsbook`
// counts them (its percent of the stake), once per bet, at the bet's first settlement as won,
// lost, half-won or half-lost; a refund never counts, a resettlement does not count again, and the
// bonus completes (its money released to the real balance) like a casino bonus.

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  // The app migrates and seeds the database (the seed's registration bonus is the test's model).
  await tdb.buildApp();
});
afterAll(() => tdb.close());

/** A player with €200 real money and an active €10 bonus to wager 3× (€30) with `contributions`. */
async function playerWithBonus(contributions: Record<string, number>) {
  const db = tdb.database.db;
  const account = await createFundedAccount(db, "EUR", 20_000n);
  const playerId = account.playerId as number;
  const [registration] = await listDefinitions(db, ["registration"]);
  if (!registration) throw new Error("no registration bonus in the seed");
  const bonus = await db.transaction((tx) =>
    issueBonus(tx, {
      playerId,
      definition: { ...registration, wagerMultiplier: 3, contributions },
      currency: "EUR",
      amount: 1000n,
      sourceKey: `test:${randomUUID()}`,
      strategy: "test",
      now: new Date(),
      activate: true,
    }),
  );
  if (bonus?.stage !== "active") throw new Error("the bonus did not start wagering");
  return { playerId, bonusId: bonus.id };
}

async function place(playerId: number, stake: bigint): Promise<number> {
  const answer = await placeBet(
    tdb.database.db,
    {
      vendor: HOUSE_VENDOR,
      transactionId: `wager-test:${randomUUID()}`,
      playerId,
      sessionId: null,
      currency: "EUR",
      amount: stake,
      betslip: {},
    },
    new Date(),
  );
  if (!answer.ok) throw new Error(answer.message);
  return Number(answer.betId);
}

async function settle(betId: number, outcome: SettleOutcome, amount: bigint): Promise<void> {
  const answer = await settleBet(tdb.database.db, {
    vendor: HOUSE_VENDOR,
    transactionId: `wager-test:${randomUUID()}`,
    betId,
    outcome,
    amount,
  });
  if (!answer.ok) throw new Error(answer.message);
}

async function bonusOf(id: number): Promise<PlayerBonusRow> {
  const [row] = await tdb.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  if (!row) throw new Error("no such bonus");
  return row;
}

const realBalance = async (playerId: number) =>
  (await findAccount(tdb.database.db, "player", "EUR", playerId))?.balance ?? null;

describe("sports bets toward a bonus's wagering", () => {
  it("count their stake's sportsbook share once, when played out, and complete the bonus", async () => {
    const { playerId, bonusId } = await playerWithBonus({ slots: 100, sportsbook: 50 });
    const won = await place(playerId, 2000n);
    const refunded = await place(playerId, 1000n);
    const lost = await place(playerId, 4000n);
    // Placing counts nothing yet: a bet may still be voided.
    expect((await bonusOf(bonusId)).wagered).toBe(0n);

    await settle(won, "won", 4000n);
    expect((await bonusOf(bonusId)).wagered).toBe(1000n);
    await settle(refunded, "refund", 1000n);
    expect((await bonusOf(bonusId)).wagered).toBe(1000n);

    // A settlement rolled back and the bet settled again as lost: still counted once.
    const rolledBack = await rollbackSettlement(
      tdb.database.db,
      { vendor: HOUSE_VENDOR, transactionId: `wager-test:${randomUUID()}`, betId: won },
      new Date(),
    );
    expect(rolledBack.ok).toBe(true);
    await settle(won, "lost", 0n);
    const afterResettle = await bonusOf(bonusId);
    expect(afterResettle.wagered).toBe(1000n);
    expect(afterResettle.stage).toBe("handle_bets");

    // €40 lost counts €20: €30 wagered, the requirement; the €10 bonus becomes real money.
    const before = await realBalance(playerId);
    await settle(lost, "lost", 0n);
    const done = await bonusOf(bonusId);
    expect(done.wagered).toBe(3000n);
    expect(done.stage).toBe("wager_done");
    expect(done.released).toBe(1000n);
    expect(await realBalance(playerId)).toBe((before ?? 0n) + 1000n);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("count nothing toward a bonus that does not name sports bets, even with a default share", async () => {
    const { playerId, bonusId } = await playerWithBonus({ slots: 100, default: 100 });
    const bet = await place(playerId, 2500n);
    await settle(bet, "lost", 0n);
    const bonus = await bonusOf(bonusId);
    expect(bonus.wagered).toBe(0n);
    expect(bonus.stage).toBe("active");
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});
