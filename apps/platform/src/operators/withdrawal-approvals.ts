import { formatMessage, type Locale } from "@croupier/contract";
import { eq, inArray } from "drizzle-orm";
import type { FourEyesThresholds } from "../config.ts";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { lockPayment } from "../payments/withdrawal-repository.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { operators, withdrawalApprovals } from "./schema.ts";

// Four eyes on large withdrawals (issue 17). Above the threshold of its currency
// (WITHDRAWAL_FOUR_EYES_CENTS) a withdrawal is paid out only at the second approval, by another
// operator than the first: the first approval is recorded here, audited, and moves no money.
// Both steps hold the payment's row lock, so two first approvals cannot both be recorded and an
// approval cannot slip past a rejection or a recall.

/** Shown to an operator who approves a second time what they approved first. */
export const SAME_OPERATOR_TWICE =
  "You have already approved this withdrawal. Above the four-eyes amount a second, different operator must approve it.";

export interface FirstApproval {
  operatorId: number;
  operatorEmail: string;
  approvedAt: Date;
}

/** Whether a withdrawal of `amountCents` in `currency` needs two operators' approvals. */
export function needsFourEyes(thresholds: FourEyesThresholds, currency: string, amountCents: bigint): boolean {
  return amountCents > thresholdOf(thresholds, currency);
}

function thresholdOf(thresholds: FourEyesThresholds, currency: string): bigint {
  return thresholds.perCurrency[currency] ?? thresholds.defaultCents;
}

export interface ApprovalRequest {
  paymentId: number;
  operatorId: number;
  ip: string | null;
  now: Date;
  locale: Locale;
  thresholds: FourEyesThresholds;
}

/**
 * An operator's approval before any payout: `pay` when the withdrawal may be paid out now (below
 * the threshold, or approved first by someone else), `recorded` when this was the first of two
 * approvals (written with its audit row). 404 unknown, 422 not pending, 409 the same operator twice.
 */
export async function recordApproval(
  db: Db,
  request: ApprovalRequest,
): Promise<{ outcome: "pay"; first: FirstApproval | null } | { outcome: "recorded" }> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, request.paymentId);
    if (payment?.action !== "cashout") throw new AppError("not_found");
    if (payment.state !== "pending") {
      throw new AppError("validation_failed", undefined, {
        fields: { base: [formatMessage("withdrawal_not_pending", request.locale)] },
      });
    }
    if (!needsFourEyes(request.thresholds, payment.currency, payment.amountCents)) {
      return { outcome: "pay" as const, first: null };
    }
    const [first] = (await findFirstApprovals(tx, [payment.id])).values();
    if (first) {
      if (first.operatorId === request.operatorId) throw new AppError("conflict", SAME_OPERATOR_TWICE);
      return { outcome: "pay" as const, first };
    }
    await tx
      .insert(withdrawalApprovals)
      .values({ paymentId: payment.id, operatorId: request.operatorId, approvedAt: request.now });
    await writeAuditEntry(tx, {
      operatorId: request.operatorId,
      action: "withdrawal.first_approval",
      target: { type: "payment", id: payment.id },
      details: {
        amount_cents: payment.amountCents.toString(),
        currency: payment.currency,
        player_id: payment.playerId,
        four_eyes_cents: thresholdOf(request.thresholds, payment.currency).toString(),
        before: { approvals: 0, state: "pending" },
        after: { approvals: 1, state: "pending" },
      },
      ip: request.ip,
    });
    return { outcome: "recorded" as const };
  });
}

/** The first approvals of these payments (those awaiting or past a second one), by payment id. */
export async function findFirstApprovals(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Map<number, FirstApproval>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: withdrawalApprovals.paymentId,
      operatorId: withdrawalApprovals.operatorId,
      operatorEmail: operators.email,
      approvedAt: withdrawalApprovals.approvedAt,
    })
    .from(withdrawalApprovals)
    .innerJoin(operators, eq(operators.id, withdrawalApprovals.operatorId))
    .where(inArray(withdrawalApprovals.paymentId, [...paymentIds]));
  return new Map(rows.map(({ paymentId, ...first }) => [paymentId, first]));
}
