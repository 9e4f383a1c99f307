import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { publishToUser } from "../realtime/publish.ts";
import type { PaymentGateway } from "./gateway.ts";
import { toPaymentsChangesEvent } from "./payment-view.ts";
import { listStaleProcessingWithdrawals, lockPaymentUnlessBusy, setPaymentState } from "./withdrawal-repository.ts";
import { isRecallAllowed, settlePayout } from "./withdrawals.ts";

// Withdrawal reconciliation. approveWithdrawal commits `processing`, calls the gateway, then posts
// the payout: a crash in between leaves the withdrawal in `processing` with the money in the
// player's pending-withdrawal account. At start and every WITHDRAWAL_RECONCILE_INTERVAL_MS, each
// node asks the gateway what became of such payouts and finishes them the way approveWithdrawal
// would have. Exactly once however many nodes run: each withdrawal is changed under its row lock
// (FOR UPDATE SKIP LOCKED: a node finding it locked leaves it to the holder) only if still
// `processing` when re-read there, and the ledger posting's idempotency key
// `withdrawal-payout:<id>` would refuse a second one.

/** A payout younger than this may still be under way (approveWithdrawal awaiting the gateway). */
export const PAYOUT_GRACE_MS = 5 * 60_000;
/** Withdrawals looked at per run; the next run takes the rest. */
const BATCH = 100;

export interface ReconciliationResult {
  /** Paid by the gateway: posted and `succeeded`. */
  settled: number[];
  /** Declined, or never received by the gateway: back to `pending`, no money moved. */
  putBack: number[];
}

export async function reconcileWithdrawals(
  db: Db,
  gateway: PaymentGateway,
  options: { now: Date; log: FastifyBaseLogger },
): Promise<ReconciliationResult> {
  const { now, log } = options;
  const result: ReconciliationResult = { settled: [], putBack: [] };
  const stale = await listStaleProcessingWithdrawals(db, new Date(now.getTime() - PAYOUT_GRACE_MS), BATCH);
  for (const id of stale) {
    // Asked before the transaction: a gateway is a network call, never made holding a row lock.
    // The grace period means no approval is still waiting for this payout's answer.
    const payout = await gateway.getPayout(id);
    const recallable = await isRecallAllowed(db);
    await db.transaction(async (tx) => {
      const payment = await lockPaymentUnlessBusy(tx, id);
      if (payment?.state !== "processing") return;
      if (payout?.outcome === "approved") {
        await settlePayout(tx, payment, { gateway: gateway.name, reference: payout.reference, now });
        result.settled.push(payment.id);
        log.warn({ paymentId: payment.id, reference: payout.reference }, "withdrawal reconciled: paid out, now posted");
        return;
      }
      // Never received (the crash came before the call) or declined: pending again, as a declined
      // payout leaves it; an operator decides again.
      const pending = await setPaymentState(tx, payment.id, { state: "pending", recallable });
      await publishToUser(tx, "payments_changes", pending.playerId, toPaymentsChangesEvent(pending));
      result.putBack.push(payment.id);
      log.warn(
        { paymentId: payment.id, payout: payout?.outcome ?? "unknown to the gateway" },
        "withdrawal reconciled: no payout made, pending again",
      );
    });
  }
  return result;
}
