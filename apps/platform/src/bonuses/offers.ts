import type { Db, Executor } from "../db/database.ts";
import { issueFreespins } from "./freespins.ts";
import { issueBonus } from "./lifecycle.ts";
import {
  findCodedDefinition,
  findDefinition,
  findDefinitionByCode,
  hasBonusOf,
  isLive,
  listDefinitions,
} from "./repository.ts";
import type { BonusDefinition } from "./schema.ts";

// How bonuses are granted: with a deposit (the welcome bonus the player chose, or the deposit
// bonus code they set), at registration, or by a coupon code.

/** What a deposit brings: the player's choices at the time of the deposit (payments.player_choices). */
export interface DepositForBonus {
  playerId: number;
  paymentId: number;
  currency: string;
  amountCents: bigint;
  /** True when no deposit of the player succeeded before this one. */
  firstDeposit: boolean;
  choices: { can_issue_bonuses: boolean; bonus_code: string | null; bonus_id: number | null };
  now: Date;
}

/**
 * The bonus a deposit earns, issued in the deposit's own transaction (so it is credited exactly
 * when the deposit is): the deposit bonus code if one was set, else the chosen welcome bonus on a
 * first deposit. It starts wagering at once unless another bonus wagers in the currency. Free
 * spins the definition grants are issued with it, to activate.
 */
export async function applyDepositBonus(tx: Executor, deposit: DepositForBonus): Promise<void> {
  const { choices } = deposit;
  if (!choices.can_issue_bonuses) return;
  const definition = choices.bonus_code
    ? await findDefinitionByCode(tx, choices.bonus_code, ["deposit"], deposit.now)
    : choices.bonus_id !== null
      ? await findDefinition(tx, choices.bonus_id)
      : null;
  // Paused, canceled, not started or ended (the operator's schedule): no bonus.
  if (
    !definition ||
    !isLive(definition, deposit.now) ||
    (definition.kind !== "deposit" && definition.kind !== "welcome")
  )
    return;
  if (definition.firstDepositOnly && !deposit.firstDeposit) return;
  const amount = depositBonusAmount(definition, deposit.currency, deposit.amountCents);
  if (amount !== null) {
    await issueBonus(tx, {
      playerId: deposit.playerId,
      definition,
      currency: deposit.currency,
      amount,
      sourceKey: `deposit:${deposit.paymentId}`,
      strategy: "deposit",
      now: deposit.now,
      activate: true,
    });
  }
  // The free spins it grants (74 grants only those, 76 both), on a deposit of at least its minimum.
  const minimum = definition.amounts[deposit.currency]?.min_deposit_cents;
  if (definition.freespins && (minimum === undefined || deposit.amountCents >= BigInt(minimum))) {
    await issueFreespins(tx, {
      playerId: deposit.playerId,
      definition,
      currency: deposit.currency,
      sourceKey: `deposit:${deposit.paymentId}`,
      now: deposit.now,
    });
  }
}

/**
 * The match a deposit earns (percent of it, capped), or null when the deposit is below the
 * definition's minimum, the currency is not offered, or the definition grants no money (75, the
 * "No bonus" choice, and free-spin-only packages).
 */
export function depositBonusAmount(definition: BonusDefinition, currency: string, deposit: bigint): bigint | null {
  const amounts = definition.amounts[currency];
  if (!amounts || definition.matchPercent === null || definition.wagerMultiplier === 0) return null;
  if (amounts.min_deposit_cents !== undefined && deposit < BigInt(amounts.min_deposit_cents)) return null;
  const match = (deposit * BigInt(definition.matchPercent)) / 100n;
  const cap = amounts.max_cents === undefined ? match : BigInt(amounts.max_cents);
  return match < cap ? match : cap;
}

/**
 * The registration bonuses every new player is offered, issued at sign-up to activate within their
 * activation days (in the sign-up's currency; none where a definition has no amount in it).
 */
export async function offerRegistrationBonuses(db: Db, playerId: number, currency: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const definition of await listDefinitions(tx, ["registration"], now)) {
      const fixed = definition.amounts[currency]?.fixed_cents;
      if (fixed === undefined) continue;
      await issueBonus(tx, {
        playerId,
        definition,
        currency,
        amount: BigInt(fixed),
        sourceKey: `registration:${definition.id}`,
        strategy: "registration",
        now,
        activate: false,
      });
    }
  });
}

/** `unavailable`: the code's bonus is paused, canceled, not started or ended. */
export type CouponOutcome = "issued" | "unknown" | "used" | "not_offered" | "unavailable";

/** POST /api/bonuses/coupon: issues the coupon's bonus once per player, to activate later. */
export async function redeemCoupon(
  db: Db,
  playerId: number,
  currency: string,
  code: string,
  now: Date,
): Promise<CouponOutcome> {
  return db.transaction(async (tx) => {
    const definition = await findCodedDefinition(tx, code, ["coupon", "no_deposit"]);
    if (!definition) return "unknown";
    if (!isLive(definition, now)) return "unavailable";
    if (await hasBonusOf(tx, playerId, definition.id)) return "used";
    const fixed = definition.amounts[currency]?.fixed_cents;
    if (fixed === undefined) return "not_offered";
    const issued = await issueBonus(tx, {
      playerId,
      definition,
      currency,
      amount: BigInt(fixed),
      sourceKey: `coupon:${definition.id}`,
      strategy: "coupon",
      now,
      activate: false,
    });
    return issued ? "issued" : "used";
  });
}
