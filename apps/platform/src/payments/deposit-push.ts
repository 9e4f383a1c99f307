import type { Executor } from "../db/database.ts";
import { queuePush } from "../push/notify.ts";
import type { PaymentRow } from "./repository.ts";

/** The "deposit received" push (push/), queued in the transaction that credits the deposit. */
export async function queueDepositPush(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
  await queuePush(tx, {
    kind: "deposit_success",
    playerId: payment.playerId,
    ref: String(payment.id),
    now,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
}
