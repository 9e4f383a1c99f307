import type { Payment, PaymentState } from "@croupier/contract";

// Payment states as the withdraw page groups them.

/** A withdrawal still waiting for the operator or the payout (its money is held back). */
const WAITING: readonly PaymentState[] = ["pending", "processing", "reserved"];

export function isPendingWithdrawal(payment: Pick<Payment, "action" | "state">): boolean {
  return payment.action === "cashout" && WAITING.includes(payment.state);
}

/** Cancel is offered when the payment says it may be recalled and the operator's licence allows it. */
export function canCancel(payment: Pick<Payment, "state" | "recallable">, recallAllowed: boolean): boolean {
  return recallAllowed && payment.recallable && payment.state === "pending";
}

export type StateTone = "success" | "warning" | "danger" | "neutral";

export function stateTone(state: PaymentState): StateTone {
  if (state === "succeeded") return "success";
  if (WAITING.includes(state)) return "warning";
  if (state === "declined" || state === "rejected") return "danger";
  return "neutral";
}
