import type { SandboxCryptoCallbackAnswer } from "@croupier/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import { getSystemAccount, openPlayerAccount } from "../../ledger/accounts.ts";
import { postTransaction } from "../../ledger/post-transaction.ts";
import { getPlayerChoices } from "../../players/player-choices.ts";
import { publishToUser } from "../../realtime/publish.ts";
import { publishBalance } from "../balance-events.ts";
import { creditDepositBonus } from "../deposit-bonus.ts";
import { queueDepositPush } from "../deposit-push.ts";
import { toPaymentsChangesEvent } from "../payment-view.ts";
import { finishPayment, insertPayment, lockPaymentByReference, type PaymentRow } from "../repository.ts";
import { type CryptoCurrency, cryptoMethodId, REQUIRED_CONFIRMATIONS } from "./coins.ts";
import type { CryptoTransferNotice } from "./crypto-callback.ts";
import {
  type CryptoTransferRow,
  findAddressOwner,
  findDepositMinimum,
  insertTransferIfNew,
  lockTransfer,
  updateTransfer,
} from "./crypto-repository.ts";

/** The gateway name of crypto deposits (payments.gateway; the methods' provider). */
export const SANDBOX_CRYPTO_GATEWAY = "sandbox_crypto";
/** payments.failure_reason of a transfer smaller than the method's deposit minimum. */
export const BELOW_MINIMUM = "below_minimum";

/**
 * Applies a verified chain notice, in one transaction under the transfer's row lock, so repeated,
 * late, out-of-order or concurrent notices of one transfer credit it once:
 * - first sight: the transfer row and its deposit (`pending`, with the player's choices), or
 *   `declined` at once (reason `below_minimum`, no money) when below the method's minimum;
 * - confirmations only grow (a late notice with fewer changes nothing);
 * - at the currency's required confirmations a pending deposit is credited (ledger key
 *   `crypto-deposit:<payment id>`, clearing → player) and `succeeded`.
 * Every state change writes its `payments_changes` event in the same transaction.
 */
export async function applyCryptoTransfer(
  db: Db,
  notice: CryptoTransferNotice,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<SandboxCryptoCallbackAnswer> {
  return db.transaction(async (tx) => {
    const playerId = await findAddressOwner(tx, notice.currency, notice.address);
    if (playerId === null) throw new AppError("not_found", "Unknown deposit address");
    await insertTransferIfNew(tx, {
      currency: notice.currency,
      txHash: notice.txHash,
      address: notice.address,
      amountCents: notice.amountCents,
      confirmations: notice.confirmations,
    });
    const transfer = await lockTransfer(tx, notice.currency, notice.txHash);
    if (!transfer) throw new Error(`crypto transfer ${notice.txHash} vanished`);
    if (transfer.address !== notice.address || transfer.amountCents !== notice.amountCents) {
      log?.error({ txHash: notice.txHash }, "crypto notice differs from the transfer recorded");
      throw new AppError("validation_failed", "Address or amount differs from the transfer", {
        fields: { amount_cents: ["invalid input"] },
      });
    }
    const confirmations = Math.max(transfer.confirmations, notice.confirmations);
    const required = REQUIRED_CONFIRMATIONS[notice.currency];
    let payment = await lockPaymentByReference(tx, SANDBOX_CRYPTO_GATEWAY, referenceOf(transfer));
    payment ??= await openCryptoDeposit(tx, playerId, notice.currency, transfer, now);
    await updateTransfer(tx, transfer.id, { confirmations, paymentId: payment.id, updatedAt: now });
    if (payment.state === "pending" && confirmations >= required) {
      payment = await creditCryptoDeposit(tx, payment, transfer, now);
    }
    return { payment_id: payment.id, state: stateOf(payment), confirmations, required };
  });
}

/** payments.gateway_reference of a transfer: unique across coins. */
function referenceOf(transfer: Pick<CryptoTransferRow, "currency" | "txHash">): string {
  return `${transfer.currency}:${transfer.txHash}`;
}

/**
 * The deposit of a transfer seen for the first time. Above the method's maximum it is still
 * credited: coins that arrived on a chain cannot be sent back by refusing them.
 */
async function openCryptoDeposit(
  tx: Tx,
  playerId: number,
  currency: CryptoCurrency,
  transfer: CryptoTransferRow,
  now: Date,
): Promise<PaymentRow> {
  const methodId = cryptoMethodId(currency);
  const minimum = await findDepositMinimum(tx, methodId, currency);
  const isBelowMinimum = minimum !== null && transfer.amountCents < minimum;
  const payment = await insertPayment(tx, {
    playerId,
    action: "deposit",
    methodId,
    currency: transfer.currency,
    amountCents: transfer.amountCents,
    gateway: SANDBOX_CRYPTO_GATEWAY,
    gatewayReference: referenceOf(transfer),
    methodFieldsData: { address: transfer.address },
    playerChoices: await getPlayerChoices(tx, playerId, transfer.currency),
    ...(isBelowMinimum ? { state: "declined" as const, failureReason: BELOW_MINIMUM, finishedAt: now } : {}),
  });
  await publishToUser(tx, "payments_changes", playerId, toPaymentsChangesEvent(payment));
  return payment;
}

async function creditCryptoDeposit(
  tx: Tx,
  payment: PaymentRow,
  transfer: CryptoTransferRow,
  now: Date,
): Promise<PaymentRow> {
  const { account } = await openPlayerAccount(tx, payment.playerId, payment.currency);
  const clearing = await getSystemAccount(tx, "clearing", payment.currency);
  await postTransaction(tx, {
    idempotencyKey: `crypto-deposit:${payment.id}`,
    kind: "deposit",
    entries: [
      { account: clearing.id, amount: -payment.amountCents },
      { account: account.id, amount: payment.amountCents },
    ],
    metadata: { payment_id: payment.id, gateway: SANDBOX_CRYPTO_GATEWAY, tx_hash: transfer.txHash },
  });
  await creditDepositBonus(tx, payment, now);
  const finished = await finishPayment(tx, payment.id, {
    state: "succeeded",
    success: true,
    failureReason: null,
    finishedAt: now,
  });
  await publishToUser(tx, "payments_changes", payment.playerId, toPaymentsChangesEvent(finished));
  await publishBalance(tx, payment.playerId, payment.currency);
  await queueDepositPush(tx, finished, now);
  return finished;
}

function stateOf(payment: PaymentRow): SandboxCryptoCallbackAnswer["state"] {
  if (payment.state === "pending" || payment.state === "succeeded" || payment.state === "declined") {
    return payment.state;
  }
  throw new Error(`crypto deposit ${payment.id} in unexpected state ${payment.state}`);
}
