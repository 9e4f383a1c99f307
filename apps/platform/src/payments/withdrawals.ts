import { formatMessage, type Locale, type Payment } from "@croupier/contract";
import type { KycConfig } from "../config.ts";
import { checkAmount } from "../currencies/amounts.ts";
import type { Db, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { User } from "../identity/repository.ts";
import { assertMayWithdraw } from "../kyc/verification.ts";
import { getSystemAccount, openPlayerAccount } from "../ledger/accounts.ts";
import { isLedgerError } from "../ledger/ledger-error.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { queuePush } from "../push/notify.ts";
import { publishToUser } from "../realtime/publish.ts";
import { projectSetting, SETTING_KEYS } from "../settings/keys.ts";
import { getSetting } from "../settings/repository.ts";
import { publishBalance } from "./balance-events.ts";
import type { GatewayPayout, PaymentGateway } from "./gateway.ts";
import { type ConnectedProviders, findPaymentMethod } from "./methods-repository.ts";
import { requireOfferedMethod, validateMethodFieldsData } from "./methods-service.ts";
import { toPaymentsChangesEvent, toPaymentView } from "./payment-view.ts";
import { finishPayment, insertPayment, lockPlayerPayment, type PaymentRow, setGatewayReference } from "./repository.ts";
import { lockPayment, setPaymentState } from "./withdrawal-repository.ts";

export interface WithdrawalInput {
  amountValue: number | string;
  id: string;
  currency: string;
  methodFieldsData: Record<string, unknown>;
}

/**
 * POST /api/payments/withdrawals: the amount leaves the player's account for their
 * pending-withdrawal account (ledger key `withdrawal:<payment id>`) in the same transaction as the
 * pending payment row. An operator pays it out (approveWithdrawal) or rejects it later.
 */
export async function requestWithdrawal(
  db: Db,
  player: User,
  input: WithdrawalInput,
  locale: Locale,
  providers: ConnectedProviders,
  kyc: KycConfig,
): Promise<Payment> {
  const currency = input.currency.toUpperCase();
  const offered = await requireOfferedMethod(db, input.id, currency, "cashout", locale, providers);
  const amountCents = checkAmount(input.amountValue, offered, locale);
  // Above the KYC threshold only a verified player withdraws (422 `errors.amountValue`).
  await assertMayWithdraw(db, kyc, { playerId: player.id, currency, amountCents, locale });
  const fieldsData = await validateMethodFieldsData(db, input.id, "cashout", input.methodFieldsData, locale);
  const recallable = await isRecallAllowed(db);
  try {
    const payment = await db.transaction(async (tx) => {
      const created = await insertPayment(tx, {
        playerId: player.id,
        action: "cashout",
        methodId: input.id,
        currency,
        amountCents,
        gateway: offered.method.provider,
        methodFieldsData: fieldsData,
        recallable,
      });
      const { account } = await openPlayerAccount(tx, player.id, currency);
      const { account: pending } = await openPlayerAccount(tx, player.id, currency, "pending_withdrawal");
      await postTransaction(tx, {
        idempotencyKey: `withdrawal:${created.id}`,
        kind: "withdrawal",
        entries: [
          { account: account.id, amount: -amountCents },
          { account: pending.id, amount: amountCents },
        ],
        metadata: { payment_id: created.id },
      });
      await publishToUser(tx, "payments_changes", player.id, toPaymentsChangesEvent(created));
      await publishBalance(tx, player.id, currency);
      return created;
    });
    return toPaymentView({ payment, methodTitle: offered.method.title, methodBrand: offered.method.brand });
  } catch (error) {
    if (isLedgerError(error, "insufficient_funds")) {
      throw new AppError("validation_failed", undefined, {
        fields: { amountValue: [formatMessage("insufficient_funds", locale)] },
      });
    }
    throw error;
  }
}

/** The operator's licence rule (settings `project.withdrawal_recall_allowed`; UK rules: false). */
export async function isRecallAllowed(db: Db): Promise<boolean> {
  const project = await getSetting(db, SETTING_KEYS.project, projectSetting);
  return project.withdrawal_recall_allowed;
}

/**
 * POST /api/player/payments/{id}/recall: the player cancels their pending withdrawal; the money
 * returns from the pending-withdrawal account (key `withdrawal-recall:<payment id>`). Refused
 * (422 `errors.base`) unless the payment is a pending, recallable withdrawal and the operator
 * still allows recall.
 */
export async function recallWithdrawal(
  db: Db,
  player: User,
  paymentId: number,
  locale: Locale,
  now: Date,
): Promise<Payment> {
  const allowed = await isRecallAllowed(db);
  const refuse = (): never => {
    throw new AppError("validation_failed", undefined, {
      fields: { base: [formatMessage("not_recallable", locale)] },
    });
  };
  const recalled = await db.transaction(async (tx): Promise<PaymentRow> => {
    const payment = await lockPlayerPayment(tx, paymentId, player.id);
    if (!payment) throw new AppError("not_found");
    if (!allowed || payment.action !== "cashout" || payment.state !== "pending" || !payment.recallable) refuse();
    const { account } = await openPlayerAccount(tx, player.id, payment.currency);
    const { account: pending } = await openPlayerAccount(tx, player.id, payment.currency, "pending_withdrawal");
    await postTransaction(tx, {
      idempotencyKey: `withdrawal-recall:${payment.id}`,
      kind: "withdrawal_recall",
      entries: [
        { account: pending.id, amount: -payment.amountCents },
        { account: account.id, amount: payment.amountCents },
      ],
      metadata: { payment_id: payment.id },
    });
    const finished = await finishPayment(tx, payment.id, {
      state: "recalled",
      success: false,
      failureReason: "recalled_by_player",
      finishedAt: now,
    });
    await publishToUser(tx, "payments_changes", player.id, toPaymentsChangesEvent(finished));
    await publishBalance(tx, player.id, payment.currency);
    return finished;
  });
  const method = await findPaymentMethod(db, recalled.methodId);
  return toPaymentView({ payment: recalled, methodTitle: method?.title ?? "", methodBrand: method?.brand ?? "" });
}

/** What happened to a withdrawal on an operator's decision, for the caller's audit trail. */
export type WithdrawalDecisionEvent =
  | { kind: "approved"; payment: PaymentRow; reference: string }
  | { kind: "payout_declined"; payment: PaymentRow; reason: string }
  | { kind: "payout_failed"; payment: PaymentRow }
  | { kind: "rejected"; payment: PaymentRow; reason: string };

export interface WithdrawalDecisionContext {
  locale: Locale;
  now: Date;
  /** Runs in the transaction of each change (the operators module writes its audit row there). */
  record(tx: Tx, event: WithdrawalDecisionEvent): Promise<void>;
}

/**
 * An operator approves a pending withdrawal: it is paid out through the gateway, then the money
 * leaves the player's pending-withdrawal account for the clearing account (key
 * `withdrawal-payout:<payment id>`) in one transaction with the state `succeeded`.
 *
 * The payment is first locked and marked `processing` in a transaction of its own, committed
 * before the gateway is called: a recall, a rejection or a second approval arriving meanwhile sees
 * a payment that is no longer pending and is refused, so the payout can happen only once. A
 * declined payout (or an unreachable gateway) puts it back to pending with no money moved.
 */
export async function approveWithdrawal(
  db: Db,
  gateway: PaymentGateway,
  paymentId: number,
  context: WithdrawalDecisionContext,
): Promise<PaymentRow> {
  const claimed = await db.transaction(async (tx) => {
    const payment = await lockPendingWithdrawal(tx, paymentId, context.locale);
    const processing = await setPaymentState(tx, payment.id, {
      state: "processing",
      recallable: false,
      processingAt: context.now,
    });
    await publishToUser(tx, "payments_changes", payment.playerId, toPaymentsChangesEvent(processing));
    return payment;
  });

  const putBack = (event: (payment: PaymentRow) => WithdrawalDecisionEvent) =>
    db.transaction(async (tx) => {
      await lockPayment(tx, claimed.id);
      const pending = await setPaymentState(tx, claimed.id, { state: "pending", recallable: claimed.recallable });
      await publishToUser(tx, "payments_changes", pending.playerId, toPaymentsChangesEvent(pending));
      await context.record(tx, event(pending));
    });

  let payout: GatewayPayout;
  try {
    payout = await gateway.createPayout({
      paymentId: claimed.id,
      methodId: claimed.methodId,
      amountCents: claimed.amountCents,
      currency: claimed.currency,
      destination: (claimed.methodFieldsData ?? {}) as Record<string, unknown>,
    });
  } catch (error) {
    await putBack((payment) => ({ kind: "payout_failed", payment }));
    throw new AppError("bad_gateway", undefined, { cause: error });
  }
  if (payout.outcome === "declined") {
    const reason = payout.reason;
    await putBack((payment) => ({ kind: "payout_declined", payment, reason }));
    throw new AppError("validation_failed", undefined, { fields: { base: [reason] } });
  }

  const { reference } = payout;
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, claimed.id);
    // Reconciliation (withdrawal-reconciliation.ts) may have settled a payout that took too long.
    if (payment?.state === "succeeded" && payment.gatewayReference === reference) return payment;
    // Otherwise only this request moves a payment out of `processing`; anything else is a bug to stop on.
    if (payment?.state !== "processing") throw new Error(`withdrawal ${claimed.id} left processing during its payout`);
    const finished = await settlePayout(tx, payment, { gateway: gateway.name, reference, now: context.now });
    await context.record(tx, { kind: "approved", payment: finished, reference });
    return finished;
  });
}

/**
 * The ledger side of a payout the gateway made: the money leaves the player's pending-withdrawal
 * account for the clearing account (key `withdrawal-payout:<payment id>`, so it posts once), state
 * `succeeded` with the gateway's reference. The caller holds the payment's row lock.
 */
export async function settlePayout(
  tx: Tx,
  payment: PaymentRow,
  payout: { gateway: string; reference: string; now: Date },
): Promise<PaymentRow> {
  const { account: pending } = await openPlayerAccount(tx, payment.playerId, payment.currency, "pending_withdrawal");
  const clearing = await getSystemAccount(tx, "clearing", payment.currency);
  await postTransaction(tx, {
    idempotencyKey: `withdrawal-payout:${payment.id}`,
    kind: "withdrawal_payout",
    entries: [
      { account: pending.id, amount: -payment.amountCents },
      { account: clearing.id, amount: payment.amountCents },
    ],
    metadata: { payment_id: payment.id, gateway: payout.gateway, reference: payout.reference },
  });
  await setGatewayReference(tx, payment.id, payout.reference);
  const finished = await finishPayment(tx, payment.id, {
    state: "succeeded",
    success: true,
    failureReason: null,
    finishedAt: payout.now,
  });
  await publishToUser(tx, "payments_changes", payment.playerId, toPaymentsChangesEvent(finished));
  await queuePush(tx, {
    kind: "withdrawal_paid",
    playerId: payment.playerId,
    ref: String(payment.id),
    now: payout.now,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  return finished;
}

/**
 * An operator rejects a pending withdrawal: the money returns from the pending-withdrawal account
 * to the player's account (key `withdrawal-reject:<payment id>`), state `rejected`, the reason kept
 * as the payment's failure reason.
 */
export async function rejectWithdrawal(
  db: Db,
  paymentId: number,
  reason: string,
  context: WithdrawalDecisionContext,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const payment = await lockPendingWithdrawal(tx, paymentId, context.locale);
    const { account } = await openPlayerAccount(tx, payment.playerId, payment.currency);
    const { account: pending } = await openPlayerAccount(tx, payment.playerId, payment.currency, "pending_withdrawal");
    await postTransaction(tx, {
      idempotencyKey: `withdrawal-reject:${payment.id}`,
      kind: "withdrawal_reject",
      entries: [
        { account: pending.id, amount: -payment.amountCents },
        { account: account.id, amount: payment.amountCents },
      ],
      metadata: { payment_id: payment.id },
    });
    const finished = await finishPayment(tx, payment.id, {
      state: "rejected",
      success: false,
      failureReason: reason,
      finishedAt: context.now,
    });
    await publishToUser(tx, "payments_changes", payment.playerId, toPaymentsChangesEvent(finished));
    await publishBalance(tx, payment.playerId, payment.currency);
    await context.record(tx, { kind: "rejected", payment: finished, reason });
    return finished;
  });
}

/** The withdrawal, locked: 404 when there is no such cash-out, 422 `errors.base` unless pending. */
async function lockPendingWithdrawal(tx: Tx, paymentId: number, locale: Locale): Promise<PaymentRow> {
  const payment = await lockPayment(tx, paymentId);
  if (payment?.action !== "cashout") throw new AppError("not_found");
  if (payment.state !== "pending") {
    throw new AppError("validation_failed", undefined, {
      fields: { base: [formatMessage("withdrawal_not_pending", locale)] },
    });
  }
  return payment;
}
