import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  adjustmentBody,
  adjustmentDecisionBody,
  adjustmentHeaders,
  adjustmentsPage,
  adjustmentsQuery,
  balanceAdjustment,
  playerAdjustmentParams,
  playerAdminParams,
} from "@croupier/contract/schemas/player-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { requireOperator } from "../operators/operator-sessions.ts";
import { actorOf } from "./actor.ts";
import { approveAdjustment, rejectAdjustment, requestAdjustment, toAdjustmentView } from "./adjustments.ts";
import { listAdjustmentsIn } from "./adjustments-repository.ts";

/** `/api/operator/players/{id}/adjustments*`: balance adjustments, four eyes above the threshold. */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["operator"];
  const signedOut = { 401: errorBody, 403: errorBody };
  const settings = app.config.operatorAdjustments;

  app.get(
    "/operator/players/adjustments",
    {
      onRequest: requireOperator("players.adjust_balance"),
      schema: {
        tags,
        summary: "Balance adjustments of every player in one status (default `requested`: the four-eyes queue)",
        description: "Requests oldest first; posted and rejected ones newest first.",
        querystring: adjustmentsQuery,
        response: { 200: adjustmentsPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      const { rows, total } = await listAdjustmentsIn(db, status, { limit: pageSize, offset: (page - 1) * pageSize });
      return { data: rows.map(toAdjustmentView), pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.post(
    "/operator/players/:id/adjustments",
    {
      onRequest: requireOperator("players.adjust_balance"),
      schema: {
        tags,
        summary: "Adjust the player's balance: credit (positive) or debit (negative), with a reason",
        description:
          "Posted to the ledger between the player's account and the house account of the currency. Up to " +
          "OPERATOR_ADJUSTMENT_FOUR_EYES_CENTS (absolute, minor units) it posts at once (201, `posted`); above, it " +
          "is only `requested` (202) until a second operator approves it. An idempotency key is required, in the " +
          "`Idempotency-Key` header or `adjustment.idempotency_key`: a retry answers the first result (200) and " +
          "posts nothing. A debit that would leave a negative balance is 422 `errors.amount_cents`. 403 " +
          "`code: adjustments_disabled` when OPERATOR_ADJUSTMENTS_ENABLED is off.",
        params: playerAdminParams,
        headers: adjustmentHeaders,
        body: adjustmentBody,
        response: {
          200: balanceAdjustment,
          201: balanceAdjustment,
          202: balanceAdjustment,
          404: errorBody,
          409: errorBody,
          422: validationErrorBody,
          ...signedOut,
        },
      },
    },
    async (request, reply) => {
      const input = request.body.adjustment;
      const headerKey = request.headers["idempotency-key"];
      const key = input.idempotency_key ?? headerKey;
      if (!key) {
        const text = "An idempotency key is required (the Idempotency-Key header or adjustment.idempotency_key).";
        throw new AppError("validation_failed", text, { fields: { idempotency_key: [text] } });
      }
      if (input.idempotency_key && headerKey && input.idempotency_key !== headerKey) {
        const text = "The Idempotency-Key header and adjustment.idempotency_key differ.";
        throw new AppError("validation_failed", text, { fields: { idempotency_key: [text] } });
      }
      const { adjustment, replayed } = await requestAdjustment(
        db,
        settings,
        request.params.id,
        {
          currency: input.currency,
          amountCents: BigInt(input.amount_cents),
          reason: input.reason,
          idempotencyKey: key,
        },
        await actorOf(request),
      );
      const status = replayed ? 200 : adjustment.status === "requested" ? 202 : 201;
      return reply.code(status).send(toAdjustmentView(adjustment));
    },
  );

  app.post(
    "/operator/players/:id/adjustments/:adjustment_id/approve",
    {
      onRequest: requireOperator("players.adjust_balance"),
      schema: {
        tags,
        summary: "Approve a requested adjustment: it posts to the ledger (a second operator only)",
        description:
          "403 `code: four_eyes_required` for the operator who requested it; 422 when it is not `requested` or " +
          "would leave a negative balance.",
        params: playerAdjustmentParams,
        response: { 200: balanceAdjustment, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { id, adjustment_id: adjustmentId } = request.params;
      return toAdjustmentView(await approveAdjustment(db, settings, id, adjustmentId, await actorOf(request)));
    },
  );

  app.post(
    "/operator/players/:id/adjustments/:adjustment_id/reject",
    {
      onRequest: requireOperator("players.adjust_balance"),
      schema: {
        tags,
        summary: "Reject a requested adjustment with a reason: nothing moves (a second operator only)",
        description:
          "403 `code: four_eyes_required` for the operator who requested it; 422 when it is not `requested`.",
        params: playerAdjustmentParams,
        body: adjustmentDecisionBody,
        response: { 200: balanceAdjustment, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { id, adjustment_id: adjustmentId } = request.params;
      const row = await rejectAdjustment(db, settings, id, adjustmentId, request.body.reason, await actorOf(request));
      return toAdjustmentView(row);
    },
  );
};
