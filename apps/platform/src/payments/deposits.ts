import { type DepositCreated, formatMessage, type Locale } from "@croupier/contract";
import type { FastifyBaseLogger } from "fastify";
import { checkAmount } from "../currencies/amounts.ts";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { User } from "../identity/repository.ts";
import { findAccount, getSystemAccount, lockAccounts, openPlayerAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { refuseDepositOverLimit } from "../limits/guard.ts";
import { getPlayerChoices } from "../players/player-choices.ts";
import { publishToUser } from "../realtime/publish.ts";
import { publishBalance } from "./balance-events.ts";
import { creditDepositBonus } from "./deposit-bonus.ts";
import { queueDepositPush } from "./deposit-push.ts";
import type { GatewayCallback, PaymentGateway } from "./gateway.ts";
import type { ConnectedProviders } from "./methods-repository.ts";
import { requireOfferedMethod, validateMethodFieldsData } from "./methods-service.ts";
import { toPaymentsChangesEvent } from "./payment-view.ts";
import { finishPayment, insertPayment, lockPaymentByReference, setGatewayReference } from "./repository.ts";

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
  context: { locale: Locale; origin: string; providers: ConnectedProviders; now?: Date },
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
  const playerChoices = await getPlayerChoices(db, player.id, currency);

  const payment = await db.transaction(async (tx) => {
    // The player's deposit limits (limits/): deposits credited or on their way in the window, plus
    // this one, counted under the player's account lock (a limit needs the account), so two deposits
    // at the same instant take turns and the second counts the first. A refusal inserts nothing.
    const account = await findAccount(tx, "player", currency, player.id);
    if (account) await lockAccounts(tx, [account.id]);
    await refuseDepositOverLimit(tx, {
      playerId: player.id,
      currency,
      amount: amountCents,
      now: context.now ?? new Date(),
      locale,
      field: "amountValue",
    });
    return insertPayment(tx, {
      playerId: player.id,
      action: "deposit",
      methodId: input.id,
      currency,
      amountCents,
      gateway: gateway.name,
      methodFieldsData: fieldsData,
      playerChoices,
    });
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
 * the `payments_changes` publication.
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
      await creditDepositBonus(tx, payment, now);
    }
    const approved = callback.outcome === "approved";
    const finished = await finishPayment(tx, payment.id, {
      state: approved ? "succeeded" : "declined",
      success: approved,
      failureReason: approved ? null : (callback.reason ?? "declined"),
      finishedAt: now,
    });
    await publishToUser(tx, "payments_changes", payment.playerId, toPaymentsChangesEvent(finished));
    if (approved) {
      await publishBalance(tx, payment.playerId, payment.currency);
      await queueDepositPush(tx, finished, now);
    }
    return "settled";
  });
}
