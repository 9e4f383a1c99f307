import type { Payment, PaymentsChangesEvent } from "@croupier/contract";
import { toCentsNumber } from "../currencies/amounts.ts";
import type { PaymentRow, PaymentWithMethod } from "./repository.ts";

/** A history row in the shape the API family's clients read. */
export function toPaymentView({ payment, methodTitle, methodBrand }: PaymentWithMethod): Payment {
  return {
    id: payment.id,
    amount_cents: toCentsNumber(payment.amountCents),
    currency: payment.currency,
    action: payment.action,
    payment_system: payment.methodId,
    system_name: methodTitle,
    brand: methodBrand,
    state: payment.state,
    success: payment.success,
    recallable: payment.recallable,
    created_at: payment.createdAt.toISOString(),
    finished_at: payment.finishedAt ? payment.finishedAt.toISOString() : null,
    // Only an operator's rejection is the casino's reason to show; a gateway's decline text is not.
    rejection_reason: payment.state === "rejected" ? payment.failureReason : null,
  };
}

/** The payload of the `payments_changes` realtime event, sent when a payment changes. */
export function toPaymentsChangesEvent(payment: PaymentRow): PaymentsChangesEvent {
  return {
    id: payment.id,
    amount_cents: toCentsNumber(payment.amountCents),
    currency: payment.currency,
    action: payment.action,
    payment_system: payment.methodId,
    recallable: payment.recallable,
    finished_at: payment.finishedAt ? payment.finishedAt.toISOString() : null,
    created_at: payment.createdAt.toISOString(),
    success: payment.success,
  };
}
