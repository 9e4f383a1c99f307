import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";
import { lockBonusMoney } from "./lifecycle.ts";
import { findWageringBonus } from "./repository.ts";

// Sports bets toward a bonus's wagering, for the sportsbook's wallet (sportsbook/wallet.ts): only
// where the bonus says so, through the reserved contribution key `sportsbook` (a percent, as for a
// game category; `default` never covers sports, so no bonus counts them unless it names them).
// The bet names its bonus when placed and counts once, at its first settlement as won, lost,
// half-won or half-lost: bonus_count_wager with no game (sql/functions/bonus_count_wager.sql).

/** The reserved contribution key: the percent of a settled sports bet's stake that counts. */
export const SPORTSBOOK_CONTRIBUTION = "sportsbook";

/** The player's bonus wagering in `currency`, if it counts sports bets: its id, else null. */
export async function sportsWageringBonusId(tx: Executor, playerId: number, currency: string): Promise<number | null> {
  const bonus = await findWageringBonus(tx, playerId, currency);
  return bonus && (bonus.contributions[SPORTSBOOK_CONTRIBUTION] ?? 0) > 0 ? bonus.id : null;
}

/**
 * Counts a settled bet's stake toward `bonusId` (nothing when that bonus no longer wagers), which
 * may complete it and release its money. Call it before the settlement's own posting: it row-locks
 * the player's real and bonus accounts in id order before the bonus row, the order every other
 * bonus change takes them in. Answers the amount released.
 */
export async function countSportsWager(
  tx: Executor,
  input: { bonusId: number; playerId: number; currency: string; stake: bigint; now: Date },
): Promise<bigint> {
  await lockBonusMoney(tx, input.playerId, input.currency);
  const [row] = await selectRows<{ released: string }>(
    tx,
    sql`select bonus_count_wager(${input.bonusId}, ${input.stake.toString()}::bigint, null, ${input.now.toISOString()}::timestamptz) as released`,
  );
  return BigInt(row?.released ?? 0);
}
