import { randomUUID } from "node:crypto";
import { type FieldErrors, formatMessage, type Locale } from "@croupier/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findAccount, getSystemAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { lockBalance, updateBalance } from "./balances.ts";
import { type LoyaltyLevel, listLevels } from "./levels.ts";
import { recordPointMove } from "./point-moves.ts";
import { loyaltyExchangeRates } from "./schema.ts";

export type ExchangeRate = typeof loyaltyExchangeRates.$inferSelect;

/** Every level's exchange rates, by level then currency. */
export function listExchangeRates(db: Executor): Promise<ExchangeRate[]> {
  return db
    .select()
    .from(loyaltyExchangeRates)
    .orderBy(asc(loyaltyExchangeRates.levelId), asc(loyaltyExchangeRates.currency));
}

export interface ExchangeRequest {
  points: number;
  currency: string;
  /** The level the player saw; refused when it is no longer theirs. */
  group?: string | undefined;
}

export interface ExchangeResult {
  level: LoyaltyLevel;
  persistentPoints: number;
  chargeablePoints: number;
  amount: bigint;
  currency: string;
}

const refuse = (fields: FieldErrors) => new AppError("validation_failed", undefined, { fields });

/**
 * Exchanges chargeable points for money at the player's level's rate: the points leave the
 * balance and the money is posted from the promotional (bonus) account to the player's account of
 * that currency, in one transaction. Refusals (422 field errors) change nothing.
 */
export async function exchangeCompPoints(
  db: Db,
  playerId: number,
  request: ExchangeRequest,
  locale: Locale,
): Promise<ExchangeResult> {
  return db.transaction(async (tx) => {
    const levels = await listLevels(tx);
    const first = levels[0];
    if (!first) throw new Error("no VIP levels are configured");
    const balance = await lockBalance(tx, playerId, first.id);
    const level = levels.find((candidate) => candidate.id === balance.levelId) ?? first;
    if (request.group !== undefined && request.group !== level.id) {
      throw refuse({ group: [formatMessage("format", locale)] });
    }
    const currency = request.currency.toUpperCase();
    const [rate] = await tx
      .select()
      .from(loyaltyExchangeRates)
      .where(and(eq(loyaltyExchangeRates.levelId, level.id), eq(loyaltyExchangeRates.currency, currency)))
      .limit(1);
    const account = rate ? await findAccount(tx, "player", currency, playerId) : null;
    if (!rate || !account) throw refuse({ currency: [formatMessage("format", locale)] });
    if (request.points > balance.chargeablePoints) {
      throw refuse({ points: [formatMessage("points_over_balance", locale, { count: balance.chargeablePoints })] });
    }
    if (request.points < rate.points) {
      throw refuse({ points: [formatMessage("points_min", locale, { count: rate.points })] });
    }
    const amount = (BigInt(request.points) * rate.amount) / BigInt(rate.points);
    const moveId = await recordPointMove(tx, {
      playerId,
      kind: "exchange",
      key: `exchange:${randomUUID()}`,
      persistentPoints: 0,
      chargeablePoints: -request.points,
      metadata: { currency, amount: amount.toString(), level: level.id },
    });
    const promotional = await getSystemAccount(tx, "bonus", currency);
    await postTransaction(tx, {
      idempotencyKey: `comp-points-exchange:${moveId}`,
      kind: "comp_points_exchange",
      entries: [
        { account: promotional.id, amount: -amount },
        { account: account.id, amount },
      ],
      metadata: { player_id: playerId, points: request.points, level: level.id },
    });
    const chargeablePoints = balance.chargeablePoints - request.points;
    await updateBalance(tx, playerId, { chargeablePoints });
    return { level, persistentPoints: balance.persistentPoints, chargeablePoints, amount, currency };
  });
}
