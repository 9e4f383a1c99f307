import {
  errorBody,
  operatorWithdrawal,
  operatorWithdrawalsPage,
  operatorWithdrawalsQuery,
  paymentIdParams,
  rejectWithdrawalBody,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { countWithdrawals, findPaymentWithPlayer, listWithdrawals } from "../payments/withdrawal-repository.ts";
import {
  approveWithdrawal,
  rejectWithdrawal,
  type WithdrawalDecisionContext,
  type WithdrawalDecisionEvent,
} from "../payments/withdrawals.ts";
import { type AuditEntry, writeAuditEntry } from "./audit-log.ts";
import { currentOperator, requireOperator } from "./operator-sessions.ts";
import { findFirstApprovals, recordApproval } from "./withdrawal-approvals.ts";
import { toOperatorWithdrawal, toOperatorWithdrawalPage } from "./withdrawal-view.ts";

/** `/api/operator/withdrawals*`: the withdrawal queue and the finance team's decisions on it. */
export const operatorWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const thresholds = app.config.withdrawalFourEyes;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/withdrawals",
    {
      onRequest: requireOperator("withdrawals.read"),
      schema: {
        tags: ["operator"],
        summary: "Withdrawals, optionally in one state, one page at a time (roles: admin, finance, support)",
        description:
          "`state=pending` is the queue, oldest first; any other list is newest first. Each row has its " +
          "four-eyes state and `risk` hints: the player's succeeded deposits and paid-out withdrawals in " +
          "the row's currency, withdrawals waiting, open bonuses, and other players seen at the same IP.",
        querystring: operatorWithdrawalsQuery,
        response: { 200: operatorWithdrawalsPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { state, page, page_size: pageSize } = request.query;
      const [rows, total] = await Promise.all([
        listWithdrawals(db, state, { limit: pageSize, offset: (page - 1) * pageSize }),
        countWithdrawals(db, state),
      ]);
      const data = await toOperatorWithdrawalPage(db, rows, thresholds);
      return { data, pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.post(
    "/operator/withdrawals/:id/approve",
    {
      onRequest: requireOperator("withdrawals.decide"),
      schema: {
        tags: ["operator"],
        summary: "Approve a pending withdrawal: pay it out through the gateway (roles: admin, finance)",
        description:
          "Above the four-eyes amount (WITHDRAWAL_FOUR_EYES_CENTS) the first approval is only recorded " +
          "(200, still `pending`, `four_eyes.first_approval` set) and a second operator's approval pays " +
          "out; the same operator approving twice gets 409. " +
          "The payment is `processing` while the gateway pays, so no recall or rejection can race it. " +
          "Paid: `succeeded`, the money leaves the pending-withdrawal account for clearing. Declined by " +
          "the gateway: back to `pending`, 422 `errors.base` with the gateway's reason. Not pending: 422.",
        params: paymentIdParams,
        response: {
          200: operatorWithdrawal,
          404: errorBody,
          409: errorBody,
          422: validationErrorBody,
          502: errorBody,
          ...signedOut,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const context = await decisionContext(request);
      const approval = await recordApproval(db, {
        paymentId: id,
        operatorId: context.operatorId,
        ip: request.clientIp,
        now: context.now,
        locale: context.locale,
        thresholds,
      });
      if (approval.outcome === "pay") {
        // The payout's audit row names the first approver too, when there were two.
        const first = approval.first;
        const record = first
          ? (tx: Tx, event: WithdrawalDecisionEvent) =>
              context.record(tx, { ...event, firstApproval: { operatorId: first.operatorId, at: first.approvedAt } })
          : context.record;
        await approveWithdrawal(db, app.payments.gateway, id, { ...context, record });
      }
      return loadWithdrawal(id);
    },
  );

  app.post(
    "/operator/withdrawals/:id/reject",
    {
      onRequest: requireOperator("withdrawals.decide"),
      schema: {
        tags: ["operator"],
        summary: "Reject a pending withdrawal: the money returns to the player (roles: admin, finance)",
        description: "The reason is kept as the payment's `failure_reason` and in the audit log. Not pending: 422.",
        params: paymentIdParams,
        body: rejectWithdrawalBody,
        response: { 200: operatorWithdrawal, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const id = request.params.id;
      await rejectWithdrawal(db, id, request.body.reason, await decisionContext(request));
      return loadWithdrawal(id);
    },
  );

  async function loadWithdrawal(id: number) {
    const found = await findPaymentWithPlayer(db, id);
    if (!found) throw new AppError("not_found");
    const first = (await findFirstApprovals(db, [id])).get(id) ?? null;
    return toOperatorWithdrawal(found, { thresholds, first });
  }

  /** The decision's audit row is written by the payments service inside its own transaction. */
  async function decisionContext(request: FastifyRequest): Promise<
    Omit<WithdrawalDecisionContext, "record"> & {
      operatorId: number;
      record(tx: Tx, event: RecordedDecision): Promise<void>;
    }
  > {
    const { operator } = await currentOperator(request);
    return {
      operatorId: operator.id,
      locale: request.locale,
      now: app.clock(),
      record: (tx: Tx, event: RecordedDecision) =>
        writeAuditEntry(tx, { ...describeDecision(event), operatorId: operator.id, ip: request.clientIp }),
    };
  }
};

type RecordedDecision = WithdrawalDecisionEvent & { firstApproval?: { operatorId: number; at: Date } };

function describeDecision(event: RecordedDecision): Omit<AuditEntry, "operatorId" | "ip"> {
  const { payment } = event;
  const target = { type: "payment", id: payment.id };
  const money = {
    amount_cents: payment.amountCents.toString(),
    currency: payment.currency,
    player_id: payment.playerId,
    ...(event.firstApproval
      ? {
          first_approval_operator_id: event.firstApproval.operatorId,
          first_approved_at: event.firstApproval.at.toISOString(),
        }
      : {}),
  };
  switch (event.kind) {
    case "approved":
      return { action: "withdrawal.approved", target, details: { ...money, reference: event.reference } };
    case "payout_declined":
      return { action: "withdrawal.payout_declined", target, details: { ...money, reason: event.reason } };
    case "payout_failed":
      return { action: "withdrawal.payout_failed", target, details: money };
    case "rejected":
      return { action: "withdrawal.rejected", target, details: { ...money, reason: event.reason } };
  }
}
