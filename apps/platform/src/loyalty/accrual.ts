import { eq, sql } from "drizzle-orm";
import { UNITS_PER_EURO } from "../catalog/euro-rates.ts";
import { findGameCategories } from "../catalog/repository.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Db, Executor } from "../db/database.ts";
import { type AppliedBet, listAppliedBetsAfter } from "../provider-wallet/bet-reads.ts";
import { type LoyaltyBalance, lockBalances, updatePoints } from "./balances.ts";
import { applyLevelUp, type LevelUpNotice } from "./level-rewards.ts";
import { listLevels } from "./levels.ts";
import { type PointMove, recordPointMoves } from "./point-moves.ts";
import { loyaltyAccrualRates, loyaltyCursors } from "./schema.ts";

// Comp points for real-money wagers, awarded after the fact and exactly once: a run reads the
// bets after the stored cursor (game action ids), awards their points and moves the cursor in one
// transaction, under a transaction-scoped advisory lock, so runs on several nodes at once take
// turns and each bet counts once. Bets paid with bonus money must earn nothing (see bet-reads.ts).

const CURSOR = "bets";
const ACCRUAL_LOCK = "loyalty.accrual";
const DEFAULT_CATEGORY = "default";

export interface AccrualOptions {
  /** Bets read per transaction. */
  batchSize?: number;
  /** Bets younger than this wait for the next run (see listAppliedBetsAfter). */
  settleMs?: number;
  /** The app clock: the time level-up rewards are granted at. */
  now?: () => Date;
}

export interface AccrualResult {
  /** Bets that counted. */
  bets: number;
  /** Persistent (and chargeable) points awarded. */
  points: number;
  levelUps: Array<LevelUpNotice & { playerId: number }>;
}

/** Runs batches until no settled bet is left after the cursor. */
export async function accrueCompPoints(db: Db, options: AccrualOptions = {}): Promise<AccrualResult> {
  const total: AccrualResult = { bets: 0, points: 0, levelUps: [] };
  for (;;) {
    const batch = await db.transaction((tx) => accrueBatch(tx, options));
    total.bets += batch.result.bets;
    total.points += batch.result.points;
    total.levelUps.push(...batch.result.levelUps);
    if (!batch.more) return total;
  }
}

async function accrueBatch(tx: Executor, options: AccrualOptions): Promise<{ result: AccrualResult; more: boolean }> {
  const batchSize = options.batchSize ?? 2000;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ACCRUAL_LOCK}))`);
  await tx.insert(loyaltyCursors).values({ name: CURSOR }).onConflictDoNothing();
  const [cursor] = await tx.select().from(loyaltyCursors).where(eq(loyaltyCursors.name, CURSOR)).for("update");
  const fromId = cursor?.lastId ?? 0;
  const { bets, lastId, scanned } = await listAppliedBetsAfter(tx, fromId, batchSize, options.settleMs ?? 5_000);
  const result: AccrualResult = { bets: 0, points: 0, levelUps: [] };
  if (lastId === fromId) return { result, more: false };

  const now = options.now?.() ?? new Date();
  const millipoints = await millipointsByPlayer(tx, bets);
  const levels = await listLevels(tx);
  const firstLevel = levels[0];
  if (!firstLevel) throw new Error("no VIP levels are configured");
  // Every player of the batch in a few statements, not a few per player: under load a batch holds
  // hundreds of players, and one round trip each cost the platform as much CPU as the bets did.
  const playerIds = [...millipoints.keys()].sort((a, b) => a - b);
  const balances = await lockBalances(tx, playerIds, firstLevel.id);
  const updates: LoyaltyBalance[] = [];
  const moves: PointMove[] = [];
  for (const playerId of playerIds) {
    const balance = balances.get(playerId);
    const earned = millipoints.get(playerId);
    if (!balance || !earned) throw new Error(`no comp point balance for player ${playerId}`);
    const carried = balance.millipoints + earned.millipoints;
    const points = Math.floor(carried / 1000);
    updates.push({
      ...balance,
      persistentPoints: balance.persistentPoints + points,
      chargeablePoints: balance.chargeablePoints + points,
      millipoints: carried % 1000,
    });
    if (points > 0) {
      moves.push({
        playerId,
        kind: "accrual",
        key: `accrual:${CURSOR}:${fromId}-${lastId}:${playerId}`,
        persistentPoints: points,
        chargeablePoints: points,
        metadata: { bets: earned.bets },
      });
    }
    result.bets += earned.bets;
    result.points += points;
  }
  await updatePoints(tx, updates);
  await recordPointMoves(tx, moves);
  for (const updated of updates) {
    const notice = await applyLevelUp(tx, updated, levels, now);
    if (notice) result.levelUps.push({ ...notice, playerId: updated.playerId });
  }
  await tx.update(loyaltyCursors).set({ lastId, updatedAt: sql`now()` }).where(eq(loyaltyCursors.name, CURSOR));
  return { result, more: scanned >= batchSize };
}

interface Earned {
  millipoints: number;
  bets: number;
}

/** Thousandths of a point per player: wager in euro cents over the game category's rate. */
async function millipointsByPlayer(db: Executor, bets: readonly AppliedBet[]): Promise<Map<number, Earned>> {
  const rates = new Map(
    (await db.select().from(loyaltyAccrualRates)).map((rate) => [rate.category, rate.wagerEurCentsPerPoint]),
  );
  const categories = await findGameCategories(
    db,
    bets.flatMap((bet) => (bet.gameId ? [bet.gameId] : [])),
  );
  const subunits = new Map<string, number | null>();
  for (const code of new Set(bets.map((bet) => bet.currency))) {
    const currency = await findCurrency(db, code);
    // Play money (FUN) earns nothing; so does a currency without a euro value.
    subunits.set(code, currency && !currency.playMoney && UNITS_PER_EURO[code] ? currency.subunitsToUnit : null);
  }
  const earned = new Map<number, { eurCentsOverRate: number; bets: number }>();
  for (const bet of bets) {
    const units = subunits.get(bet.currency);
    const perEuro = UNITS_PER_EURO[bet.currency];
    if (!units || !perEuro || bet.amount <= 0n) continue;
    const eurCents = (Number(bet.amount) * 100) / units / perEuro;
    const rate = rateFor(rates, bet.gameId ? categories.get(bet.gameId) : undefined);
    if (!rate) continue;
    const entry = earned.get(bet.playerId) ?? { eurCentsOverRate: 0, bets: 0 };
    entry.eurCentsOverRate += eurCents / rate;
    entry.bets += 1;
    earned.set(bet.playerId, entry);
  }
  return new Map(
    [...earned].map(([playerId, entry]) => [
      playerId,
      { millipoints: Math.floor(entry.eurCentsOverRate * 1000 + 1e-6), bets: entry.bets },
    ]),
  );
}

/** The least generous rate among the game's listed categories, else the default one. */
function rateFor(rates: Map<string, number>, categories: readonly string[] | undefined): number | undefined {
  const listed = (categories ?? []).flatMap((category) => {
    const rate = rates.get(category);
    return rate === undefined ? [] : [rate];
  });
  return listed.length > 0 ? Math.max(...listed) : rates.get(DEFAULT_CATEGORY);
}
