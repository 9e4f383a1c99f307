import { type DepositCreated, formatMessage, type Locale } from "@croupier/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { User } from "../identity/repository.ts";
import { getSystemAccount, openPlayerAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { getPlayerChoices } from "../players/player-choices.ts";
import { checkAmount } from "./amounts.ts";
import type { GatewayCallback, PaymentGateway } from "./gateway.ts";
import type { ConnectedProviders } from "./methods-repository.ts";
import { requireOfferedMethod, validateMethodFieldsData } from "./methods-service.ts";
import { toPaymentsChangesEvent } from "./payment-view.ts";
import {
  finishPayment,
  insertOutboxEvent,
  insertPayment,
  lockPaymentByReference,
  setGatewayReference,
} from "./repository.ts";

export const PAYMENTS_CHANGES = "payments_changes";

export interface DepositInput {
  amountValue: number | string;
  id: string;
  currency: string;
  methodFieldsData: Record<string, unknown>;
}

/**
 * POST /api/payments/deposits: checks method, amount and fields, records a pending payment (with
 * the player's bonus and lottery choices of the moment) and opens the gateway's checkout. Money
 * moves only when the gateway's signed callback arrives.
 */
export async function createDeposit(
  db: Db,
  gateway: PaymentGateway,
  player: User,
  input: DepositInput,
  context: { locale: Locale; origin: string; providers: ConnectedProviders },
): Promise<DepositCreated> {
  const { locale } = context;
  const currency = input.currency.toUpperCase();
  const offered = await requireOfferedMethod(db, input.id, currency, "deposit", locale, context.providers);
  if (offered.method.type === "crypto") {
    // Crypto deposits go to the player's deposit address (crypto/), never through a checkout.
    const unavailable = formatMessage("method_unavailable", locale);
    throw new AppError("validation_failed", unavailable, { fields: { id: [unavailable] } });
  }
  const amountCents = checkAmount(input.amountValue, offered, locale);
  const fieldsData = await validateMethodFieldsData(db, input.id, "deposit", input.methodFieldsData, locale);

  const payment = await insertPayment(db, {
    playerId: player.id,
    action: "deposit",
    methodId: input.id,
    currency,
    amountCents,
    gateway: gateway.name,
    methodFieldsData: fieldsData,
    playerChoices: await getPlayerChoices(db, player.id, currency),
  });
  const checkout = await gateway.createPayment({
    paymentId: payment.id,
    action: "deposit",
    methodId: input.id,
    amountCents,
    currency,
    subunitsToUnit: offered.subunitsToUnit,
    returnUrl: homeUrl(context.origin, locale),
    origin: context.origin,
  });
  await setGatewayReference(db, payment.id, checkout.reference);
  return { id: payment.id, state: "pending", redirectUrl: checkout.redirectUrl };
}

/** The locale's home page: English at the root, other locales under their code (apps/web routes). */
function homeUrl(origin: string, locale: Locale): string {
  return locale === "en" ? `${origin}/` : `${origin}/${locale}`;
}

export type SettleResult = "settled" | "already_final";

/**
 * Applies a verified gateway callback, once: the payment row is locked, a final payment is left as
 * it is (a repeated or late callback changes nothing), and an approved deposit is credited through
 * the ledger under the key `deposit:<payment id>` in the same transaction as the state change and
 * the `payments_changes` outbox event.
 */
export async function settleDeposit(
  db: Db,
  gatewayName: string,
  callback: GatewayCallback,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByReference(tx, gatewayName, callback.reference);
    if (!payment || payment.id !== callback.paymentId || payment.action !== "deposit") {
      throw new AppError("not_found", "Unknown payment");
    }
    if (payment.amountCents !== callback.amountCents || payment.currency !== callback.currency) {
      log?.error({ paymentId: payment.id }, "gateway callback amount differs from the payment");
      throw new AppError("validation_failed", "Amount or currency differs from the payment", {
        fields: { amount_cents: ["invalid input"] },
      });
    }
    if (payment.state !== "pending" && payment.state !== "processing") {
      if ((payment.state === "succeeded") !== (callback.outcome === "approved")) {
        log?.warn({ paymentId: payment.id, state: payment.state }, "gateway callback contradicts a final payment");
      }
      return "already_final";
    }
    if (callback.outcome === "approved") {
      const { account } = await openPlayerAccount(tx, payment.playerId, payment.currency);
      const clearing = await getSystemAccount(tx, "clearing", payment.currency);
      await postTransaction(tx, {
        idempotencyKey: `deposit:${payment.id}`,
        kind: "deposit",
        entries: [
          { account: clearing.id, amount: -payment.amountCents },
          { account: account.id, amount: payment.amountCents },
        ],
        metadata: { payment_id: payment.id, gateway: gatewayName, reference: callback.reference },
      });
    }
    const approved = callback.outcome === "approved";
    const finished = await finishPayment(tx, payment.id, {
      state: approved ? "succeeded" : "declined",
      success: approved,
      failureReason: approved ? null : (callback.reason ?? "declined"),
      finishedAt: now,
    });
    await insertOutboxEvent(tx, PAYMENTS_CHANGES, payment.playerId, { ...toPaymentsChangesEvent(finished) });
    return "settled";
  });
}
