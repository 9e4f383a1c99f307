import {
  errorBody,
  payment,
  paymentIdParams,
  payments,
  paymentsPage,
  paymentsPageRequest,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { toPaymentView } from "./payment-view.ts";
import { countPlayerPayments, listPlayerPayments, type PaymentFilter } from "./repository.ts";
import { recallWithdrawal } from "./withdrawals.ts";

/** `/api/player/payments`: the signed-in player's own payments, newest first. */
export const playerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireSignedInPlayer);
  const signedOut = { 401: errorBody };

  app.get(
    "/player/payments",
    {
      schema: {
        tags: ["payments"],
        summary: "The player's deposits and cash-outs, newest first",
        response: { 200: payments, ...signedOut },
      },
    },
    async (request) => {
      return (await listPlayerPayments(db, signedInPlayer(request).id)).map(toPaymentView);
    },
  );

  app.post(
    "/player/payments/with_pages",
    {
      schema: {
        tags: ["payments"],
        summary: "The player's payments, one page at a time, optionally filtered",
        body: paymentsPageRequest,
        response: { 200: paymentsPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, filter } = request.body;
      const where: PaymentFilter = {
        currency: filter?.currency?.toUpperCase() || undefined,
        action: filter?.type,
        from: filter?.from ? new Date(filter.from) : undefined,
        to: filter?.to ? new Date(filter.to) : undefined,
      };
      const [rows, total] = await Promise.all([
        listPlayerPayments(db, signedInPlayer(request).id, where, { limit: pageSize, offset: (page - 1) * pageSize }),
        countPlayerPayments(db, signedInPlayer(request).id, where),
      ]);
      return { data: rows.map(toPaymentView), pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.post(
    "/player/payments/:id/recall",
    {
      schema: {
        tags: ["payments"],
        summary: "Cancel a pending withdrawal (only when `recallable` and the operator allows recall)",
        params: paymentIdParams,
        response: { 200: payment, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      return recallWithdrawal(db, signedInPlayer(request), request.params.id, request.locale, app.clock());
    },
  );
};
