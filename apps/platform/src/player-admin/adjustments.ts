import { isRealCurrency } from "../currencies/repository.ts";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { lockUser } from "../identity/staff-actions.ts";
import { findAccount, getSystemAccount, lockAccounts } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { findAdjustmentByKey, insertAdjustment, lockAdjustment, updateAdjustment } from "./adjustments-repository.ts";
import type { BalanceAdjustmentRow } from "./schema.ts";

// Balance adjustments by staff: a double-entry posting between the player's account and the house
// account of the currency (ledger kind `adjustment`, shown on the player's statement as one). Off
// unless OPERATOR_ADJUSTMENTS_ENABLED (on by default outside a production deployment). Up to
// OPERATOR_ADJUSTMENT_FOUR_EYES_CENTS (its absolute amount, minor units of its currency) it posts at
// once; above, it is only requested and a second, different operator approves (posts) or rejects
// it. A retry under the same idempotency key answers the first result and posts nothing.

export interface AdjustmentSettings {
  enabled: boolean;
  fourEyesCents: bigint;
}

/** Who acts, from where, when: the audit row's operator and IP. */
export interface StaffActor {
  operatorId: number;
  ip: string | null;
  now: Date;
}

export interface AdjustmentInput {
  currency: string;
  amountCents: bigint;
  reason: string;
  idempotencyKey: string;
}

export const ADJUSTMENTS_DISABLED =
  "Balance adjustments are turned off on this platform (set OPERATOR_ADJUSTMENTS_ENABLED=on to allow them).";
export const FOUR_EYES_REFUSED =
  "Four eyes: a second operator must decide this adjustment; the operator who requested it cannot.";

const fieldError = (field: string, text: string) =>
  new AppError("validation_failed", text, { fields: { [field]: [text] } });

function assertEnabled(settings: AdjustmentSettings): void {
  if (!settings.enabled) {
    throw new AppError("forbidden", ADJUSTMENTS_DISABLED, { details: { code: "adjustments_disabled" } });
  }
}

/**
 * POST .../adjustments: posts it (up to the threshold) or records the request (above), audited in
 * the same transaction. `replayed`: the key was used before for the same adjustment.
 */
export async function requestAdjustment(
  db: Db,
  settings: AdjustmentSettings,
  playerId: number,
  input: AdjustmentInput,
  actor: StaffActor,
): Promise<{ adjustment: BalanceAdjustmentRow; replayed: boolean }> {
  assertEnabled(settings);
  return db.transaction(async (tx) => {
    // The player's row lock orders concurrent requests for one player (and so one key).
    if (!(await lockUser(tx, playerId))) throw new AppError("not_found", "No such player.");
    const earlier = await findAdjustmentByKey(tx, playerId, input.idempotencyKey);
    if (earlier) {
      const same =
        earlier.currency === input.currency &&
        earlier.amountCents === input.amountCents &&
        earlier.reason === input.reason;
      if (!same) throw fieldError("idempotency_key", "This idempotency key was used for a different adjustment.");
      return { adjustment: earlier, replayed: true };
    }
    if (!(await isRealCurrency(tx, input.currency))) {
      throw fieldError("currency", "Adjustments are made in a real currency the player holds.");
    }
    if (!(await findAccount(tx, "player", input.currency, playerId))) {
      throw fieldError("currency", "The player has no account in this currency.");
    }
    const needsApproval = absolute(input.amountCents) > settings.fourEyesCents;
    const row = await insertAdjustment(tx, {
      playerId,
      currency: input.currency,
      amountCents: input.amountCents,
      reason: input.reason,
      status: "requested",
      idempotencyKey: input.idempotencyKey,
      requestedBy: actor.operatorId,
    });
    if (!row) throw new Error("balance adjustment key taken under the player's lock");
    if (needsApproval) {
      await audit(tx, actor, "adjustment.requested", row, {
        four_eyes_threshold_cents: settings.fourEyesCents.toString(),
      });
      return { adjustment: row, replayed: false };
    }
    const posted = await post(tx, row, actor);
    const adjustment = await updateAdjustment(tx, row.id, {
      status: "posted",
      ledgerTransactionId: posted.transactionId,
      decidedAt: actor.now,
    });
    await audit(tx, actor, "adjustment.posted", adjustment, posted.balances);
    return { adjustment, replayed: false };
  });
}

/** POST .../adjustments/{id}/approve: a second operator posts a requested adjustment. */
export async function approveAdjustment(
  db: Db,
  settings: AdjustmentSettings,
  playerId: number,
  id: number,
  actor: StaffActor,
): Promise<BalanceAdjustmentRow> {
  assertEnabled(settings);
  return db.transaction(async (tx) => {
    const row = await lockRequested(tx, playerId, id, actor);
    const posted = await post(tx, row, actor);
    const adjustment = await updateAdjustment(tx, row.id, {
      status: "posted",
      ledgerTransactionId: posted.transactionId,
      decidedBy: actor.operatorId,
      decidedAt: actor.now,
    });
    await audit(tx, actor, "adjustment.approved", adjustment, posted.balances);
    return adjustment;
  });
}

/** POST .../adjustments/{id}/reject: a second operator refuses a requested adjustment; nothing moves. */
export async function rejectAdjustment(
  db: Db,
  settings: AdjustmentSettings,
  playerId: number,
  id: number,
  reason: string,
  actor: StaffActor,
): Promise<BalanceAdjustmentRow> {
  assertEnabled(settings);
  return db.transaction(async (tx) => {
    const row = await lockRequested(tx, playerId, id, actor);
    const adjustment = await updateAdjustment(tx, row.id, {
      status: "rejected",
      decidedBy: actor.operatorId,
      decisionReason: reason,
      decidedAt: actor.now,
    });
    await audit(tx, actor, "adjustment.rejected", adjustment, { decision_reason: reason });
    return adjustment;
  });
}

async function lockRequested(tx: Tx, playerId: number, id: number, actor: StaffActor): Promise<BalanceAdjustmentRow> {
  const row = await lockAdjustment(tx, playerId, id);
  if (!row) throw new AppError("not_found", "No such adjustment for this player.");
  if (row.status !== "requested") throw fieldError("base", `This adjustment is ${row.status} already.`);
  if (row.requestedBy === actor.operatorId) {
    throw new AppError("forbidden", FOUR_EYES_REFUSED, { details: { code: "four_eyes_required" } });
  }
  return row;
}

/**
 * The posting: player's account against the house account. A debit may not take the balance below
 * zero unless the account allows it (422 `errors.amount_cents`, nothing posted).
 */
async function post(
  tx: Tx,
  row: BalanceAdjustmentRow,
  actor: StaffActor,
): Promise<{ transactionId: number; balances: Record<string, string> }> {
  const found = await findAccount(tx, "player", row.currency, row.playerId);
  if (!found) throw fieldError("currency", "The player has no account in this currency.");
  const [account] = await lockAccounts(tx, [found.id]);
  const before = account?.balance ?? 0n;
  const after = before + row.amountCents;
  if (after < 0n && !account?.allowNegative) {
    throw fieldError(
      "amount_cents",
      `The adjustment would leave a negative balance (the balance is ${before} minor units of ${row.currency}).`,
    );
  }
  const house = await getSystemAccount(tx, "house", row.currency);
  const posted = await postTransaction(tx, {
    idempotencyKey: `operator_adjustment:${row.id}`,
    kind: "adjustment",
    entries: [
      { account: found.id, amount: row.amountCents },
      { account: house.id, amount: -row.amountCents },
    ],
    metadata: { adjustment_id: row.id, operator_id: actor.operatorId },
  });
  return {
    transactionId: posted.transactionId,
    balances: { balance_before_cents: before.toString(), balance_after_cents: after.toString() },
  };
}

async function audit(
  tx: Executor,
  actor: StaffActor,
  action: "adjustment.posted" | "adjustment.requested" | "adjustment.approved" | "adjustment.rejected",
  row: BalanceAdjustmentRow,
  extra: Record<string, string>,
): Promise<void> {
  await writeAuditEntry(tx, {
    operatorId: actor.operatorId,
    action,
    target: { type: "player", id: row.playerId },
    details: {
      player_id: row.playerId,
      adjustment_id: row.id,
      currency: row.currency,
      amount_cents: row.amountCents.toString(),
      reason: row.reason,
      status: row.status,
      requested_by: row.requestedBy,
      ...extra,
    },
    ip: actor.ip,
  });
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

export function toAdjustmentView(row: BalanceAdjustmentRow) {
  return {
    id: row.id,
    player_id: row.playerId,
    currency: row.currency,
    amount_cents: Number(row.amountCents),
    reason: row.reason,
    status: row.status,
    requested_by: row.requestedBy,
    decided_by: row.decidedBy,
    decision_reason: row.decisionReason,
    ledger_transaction_id: row.ledgerTransactionId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
