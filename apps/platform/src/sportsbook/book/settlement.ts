import type { BookSelectionResult, FieldErrors } from "@croupier/contract";
import { betReturn, type Rational } from "@croupier/contract/odds";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import { publishBalance } from "../../payments/balance-events.ts";
import { queuePush } from "../../push/notify.ts";
import { publishToUser } from "../../realtime/publish.ts";
import { HOUSE_VENDOR, rollbackSettlement, type SettleOutcome, settleBet } from "../wallet.ts";
import { recountLiability } from "./liability.ts";
import {
  type BookBetRowStatus,
  sportsbookBookBets,
  sportsbookBookLegs,
  sportsbookMarkets,
  sportsbookSelections,
} from "./schema.ts";
import { type BookBetRow, betViews, type LegRow, legResult } from "./views.ts";

// Settling a market from its results: each selection's result is stored on it and on every leg
// on it; then every bet with a leg on the market whose legs are now all settled is paid through
// the sportsbook wallet: return = stake × Π leg factors (maths.ts), capped by the bet's maximum
// payout, rounded down to a minor unit. A resettle (results of a settled market changed) rolls the
// bet's earlier settlement back with the wallet's exact inverse posting and settles it anew; a bet
// whose return and status do not change is left alone. All in one database transaction under the
// market's row lock (placement locks it too): the bets are row-locked in id order first. Last, the
// liability of the selections touched is recounted (liability.ts): a settled leg no longer counts.

export interface MarketResult {
  selectionId: number;
  result: BookSelectionResult;
  /** The dead-heat factor (dead_heat only). */
  deadHeat: Rational | null;
}

export interface SettleMarketInput {
  marketId: number;
  results: MarketResult[];
  /** True: the market was settled and its results change (earlier postings are reversed). */
  resettle: boolean;
  now: Date;
  /** Field path of the results (`results` for the trader's body). */
  path?: string;
}

export interface MarketSettlement {
  betsSettled: number;
  betsPaid: number;
  /** Per currency: what this call paid back, net of the reversals. */
  paid: Map<string, bigint>;
}

export async function settleMarket(db: Db, input: SettleMarketInput): Promise<MarketSettlement> {
  return db.transaction((tx) => settleMarketIn(tx, input));
}

/** settleMarket inside the caller's transaction (an event's cancellation voids its markets at once). */
export async function settleMarketIn(tx: Tx, input: SettleMarketInput): Promise<MarketSettlement> {
  const { marketId, results, resettle, now } = input;
  const path = input.path ?? "results";
  const [market] = await tx.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, marketId)).for("update");
  if (!market) throw new AppError("not_found", "Market not found");
  const settled = market.status === "settled" || market.status === "void";
  if (settled !== resettle) {
    const message = resettle ? "The market is not settled yet: enter its result" : "The market is settled: resettle it";
    throw new AppError("validation_failed", undefined, { fields: { [path]: [message] } });
  }
  const selections = await tx.select().from(sportsbookSelections).where(eq(sportsbookSelections.marketId, marketId));
  const fields: FieldErrors = {};
  const given = new Set<number>();
  for (const [index, result] of results.entries()) {
    if (!selections.some((selection) => selection.id === result.selectionId) || given.has(result.selectionId)) {
      fields[`${path}.${index}.selection_id`] = ["Not a selection of this market, or given twice"];
    }
    if (result.result === "dead_heat" && !result.deadHeat) {
      fields[`${path}.${index}.dead_heat_factor`] = ["A dead heat needs its factor n/d in (0, 1]"];
    }
    given.add(result.selectionId);
  }
  if (Object.keys(fields).length === 0 && given.size !== selections.length) {
    fields[path] = ["Give a result for every selection of the market"];
  }
  if (Object.keys(fields).length > 0) throw new AppError("validation_failed", undefined, { fields });

  for (const result of results) {
    const deadHeat = result.result === "dead_heat" ? result.deadHeat : null;
    const values = {
      result: result.result,
      deadHeatNum: deadHeat?.n ?? null,
      deadHeatDen: deadHeat?.d ?? null,
    };
    await tx
      .update(sportsbookSelections)
      .set({ ...values, updatedAt: now })
      .where(eq(sportsbookSelections.id, result.selectionId));
    await tx.update(sportsbookBookLegs).set(values).where(eq(sportsbookBookLegs.selectionId, result.selectionId));
  }
  const allVoid = results.every((result) => result.result === "void");
  await tx
    .update(sportsbookMarkets)
    .set({ status: allVoid ? "void" : "settled", settledAt: now, updatedAt: now })
    .where(eq(sportsbookMarkets.id, marketId));

  const summary: MarketSettlement = { betsSettled: 0, betsPaid: 0, paid: new Map() };
  const betIds = (
    await tx
      .selectDistinct({ betId: sportsbookBookLegs.betId })
      .from(sportsbookBookLegs)
      .where(eq(sportsbookBookLegs.marketId, marketId))
  ).map((row) => row.betId);
  if (betIds.length === 0) return summary;
  const bets = await tx
    .select()
    .from(sportsbookBookBets)
    .where(inArray(sportsbookBookBets.id, betIds))
    .orderBy(asc(sportsbookBookBets.id))
    .for("update");
  const legs = await tx
    .select()
    .from(sportsbookBookLegs)
    .where(inArray(sportsbookBookLegs.betId, betIds))
    .orderBy(asc(sportsbookBookLegs.id));
  // Players' accounts are locked as their bets are paid: in player order, so two settlements never
  // wait on each other's accounts crosswise.
  bets.sort((a, b) => a.playerId - b.playerId || a.id - b.id);
  const touched = new Map<number, Set<string>>();
  for (const bet of bets) {
    const own = legs.filter((leg) => leg.betId === bet.id);
    const change = await settleBookBet(tx, bet, own, now);
    if (!change) continue;
    summary.betsSettled += 1;
    if (change.payout > 0n) summary.betsPaid += 1;
    summary.paid.set(bet.currency, (summary.paid.get(bet.currency) ?? 0n) + change.payout - change.previous);
    const currencies = touched.get(bet.playerId) ?? new Set<string>();
    currencies.add(bet.currency);
    touched.set(bet.playerId, currencies);
  }
  for (const [playerId, currencies] of touched) {
    for (const currency of currencies) await publishBalance(tx, playerId, currency);
  }
  // Last, after the players' accounts (placement takes an account before a liability row).
  await recountLiability(tx, [...selections.map((selection) => ({ selectionId: selection.id, marketId })), ...legs]);
  return summary;
}

/** The bet's status for its legs' results and return. */
function statusOf(legs: LegRow[], stake: bigint, payout: bigint): BookBetRowStatus {
  if (legs.every((leg) => leg.result === "void")) return "void";
  if (payout === 0n) return "lost";
  if (legs.length === 1 && (legs[0]?.result === "half_won" || legs[0]?.result === "half_lost")) {
    return legs[0].result;
  }
  return payout > stake ? "won" : "settled";
}

function walletOutcome(status: BookBetRowStatus): SettleOutcome {
  switch (status) {
    case "void":
      return "refund";
    case "lost":
      return "lost";
    case "half_won":
    case "half_lost":
      return status;
    default:
      return "won";
  }
}

/** Settles (or resettles) one bet whose legs are all settled; null when nothing changed. */
async function settleBookBet(
  tx: Tx,
  bet: BookBetRow,
  legs: LegRow[],
  now: Date,
): Promise<{ payout: bigint; previous: bigint } | null> {
  const results = legs.map(legResult);
  if (results.some((result) => result === null)) return null;
  const computed = betReturn(
    bet.stake,
    results.filter((result) => result !== null),
    bet.maxPayout,
  );
  const status = statusOf(legs, bet.stake, computed.payout);
  const previous = bet.returnAmount ?? 0n;
  if (bet.status !== "open" && bet.returnAmount === computed.payout && bet.status === status) return null;
  const wallet = tx as unknown as Db;
  if (bet.status !== "open") {
    const rolledBack = await rollbackSettlement(
      wallet,
      { vendor: HOUSE_VENDOR, transactionId: `book:${bet.id}:rollback:${bet.settlements}`, betId: bet.placementId },
      now,
    );
    if (!rolledBack.ok) throw new Error(`sportsbook rollback refused: ${rolledBack.message}`);
  }
  const settlements = bet.settlements + 1;
  const answer = await settleBet(wallet, {
    vendor: HOUSE_VENDOR,
    transactionId: `book:${bet.id}:settle:${settlements}`,
    betId: bet.placementId,
    outcome: walletOutcome(status),
    amount: computed.payout,
    currency: bet.currency,
  });
  if (!answer.ok) throw new Error(`sportsbook settlement refused: ${answer.message}`);
  const [updated] = await tx
    .update(sportsbookBookBets)
    .set({ status, returnAmount: computed.payout, capped: computed.capped, settlements, settledAt: now })
    .where(and(eq(sportsbookBookBets.id, bet.id)))
    .returning();
  if (updated) {
    const [view] = await betViews(tx, [updated]);
    await publishToUser(tx, "sportsbook_bets", bet.playerId, {
      event: bet.status === "open" ? "settled" : "resettled",
      bet: view,
    });
    // A push when money comes back, as a tournament prize is pushed: a win (more than the stake)
    // or a void (the stake). A loss or a partial return is in the bet history and the live feed.
    const outcome = status === "void" ? "void" : computed.payout > bet.stake ? "won" : null;
    if (outcome && view) {
      const [first, ...others] = view.legs.map((leg) => leg.event_name);
      await queuePush(tx, {
        kind: "bet_settled",
        playerId: bet.playerId,
        ref: `${bet.id}:${settlements}`,
        now,
        outcome,
        amountCents: computed.payout,
        currency: bet.currency,
        name: others.length > 0 ? `${first} +${others.length}` : (first ?? ""),
      });
    }
  }
  return { payout: computed.payout, previous: bet.status === "open" ? 0n : previous };
}
