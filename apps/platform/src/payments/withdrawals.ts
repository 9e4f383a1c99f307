import { formatMessage, type Locale, type Payment } from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { User } from "../identity/repository.ts";
import { openPlayerAccount } from "../ledger/accounts.ts";
import { isLedgerError } from "../ledger/ledger-error.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { projectSetting, SETTING_KEYS } from "../settings/keys.ts";
import { getSetting } from "../settings/repository.ts";
import { checkAmount } from "./amounts.ts";
import { PAYMENTS_CHANGES } from "./deposits.ts";
import { findPaymentMethod } from "./methods-repository.ts";
import { requireOfferedMethod, validateMethodFieldsData } from "./methods-service.ts";
import { toPaymentsChangesEvent, toPaymentView } from "./payment-view.ts";
import { finishPayment, insertOutboxEvent, insertPayment, lockPlayerPayment, type PaymentRow } from "./repository.ts";

export interface WithdrawalInput {
  amountValue: number | string;
  id: string;
  currency: string;
  methodFieldsData: Record<string, unknown>;
}

/**
 * POST /api/payments/withdrawals: the amount leaves the player's account for their
 * pending-withdrawal account (ledger key `withdrawal:<payment id>`) in the same transaction as the
 * pending payment row. An operator pays it out or rejects it later (operator API, not built yet).
 */
export async function requestWithdrawal(
  db: Db,
  player: User,
  input: WithdrawalInput,
  locale: Locale,
): Promise<Payment> {
  const currency = input.currency.toUpperCase();
  const offered = await requireOfferedMethod(db, input.id, currency, "cashout", locale);
  const amountCents = checkAmount(input.amountValue, offered, locale);
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
      await insertOutboxEvent(tx, PAYMENTS_CHANGES, player.id, { ...toPaymentsChangesEvent(created) });
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
async function isRecallAllowed(db: Db): Promise<boolean> {
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
    await insertOutboxEvent(tx, PAYMENTS_CHANGES, player.id, { ...toPaymentsChangesEvent(finished) });
    return finished;
  });
  const method = await findPaymentMethod(db, recalled.methodId);
  return toPaymentView({ payment: recalled, methodTitle: method?.title ?? "", methodBrand: method?.brand ?? "" });
}
