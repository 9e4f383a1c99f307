import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  cancelLotteryBody,
  createLotteryBody,
  lotteryParams,
  operatorLotteriesPage,
  operatorLotteriesQuery,
  operatorLottery,
  operatorLotteryTicketsPage,
  operatorLotteryTicketsQuery,
} from "@croupier/contract/schemas/lotteries";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import {
  cancelLottery,
  type LotteryAdminContext,
  type LotteryEvent,
  listOperatorLotteries,
  listOperatorTickets,
  scheduleLottery,
  viewOperatorLotteries,
} from "../lotteries/admin.ts";
import { findLottery, type LotteryRow } from "../lotteries/lotteries.ts";
import { type AuditEntry, writeAuditEntry } from "./audit-log.ts";
import { currentOperator, requireOperator } from "./operator-sessions.ts";

/** `/api/operator/lotteries*`: the lotteries, scheduling one and cancelling one, each audited. */
export const operatorLotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/lotteries",
    {
      onRequest: requireOperator("lotteries.read"),
      schema: {
        tags: ["operator"],
        summary: "Every lottery or those in one status, newest first, one page at a time",
        description:
          "`status` as players see it: new (not started), started (open, or closed and awaiting its draw), drawn, " +
          "canceled; 422 for another.",
        querystring: operatorLotteriesQuery,
        response: { 200: operatorLotteriesPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status } = request.query;
      const { data, total } = await listOperatorLotteries(
        db,
        { limit: pageSize, offset: (page - 1) * pageSize, status },
        app.clock(),
      );
      return { data, pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.get(
    "/operator/lotteries/:id/tickets",
    {
      onRequest: requireOperator("lotteries.read"),
      schema: {
        tags: ["operator"],
        summary: "A lottery's tickets with each holder's id and e-mail and the place won, in number order",
        params: lotteryParams,
        querystring: operatorLotteryTicketsQuery,
        response: { 200: operatorLotteryTicketsPage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      if (!(await findLottery(db, request.params.id))) throw new AppError("not_found");
      const { data, total } = await listOperatorTickets(db, request.params.id, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { data, pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.post(
    "/operator/lotteries",
    {
      onRequest: requireOperator("lotteries.manage"),
      schema: {
        tags: ["operator"],
        summary: "Schedule a lottery: its server seed is made and its hash published at once",
        description:
          "422 field errors: end_at must be after start_at and in the future, draw_at at or after end_at, the " +
          "currency a real-money one, money and bonus prizes an amount, bonus prizes a wagering, free spins a count; " +
          "frontend_identifier unique.",
        body: createLotteryBody,
        response: { 201: operatorLottery, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const created = await scheduleLottery(db, request.body, await adminContext(request));
      return reply.code(201).send(await viewOne(created));
    },
  );

  app.post(
    "/operator/lotteries/:id/cancel",
    {
      onRequest: requireOperator("lotteries.manage"),
      schema: {
        tags: ["operator"],
        summary: "Cancel a lottery not drawn yet: nothing is drawn or paid, the reason is kept",
        description: "422 `errors.base` when the lottery is already drawn or canceled.",
        params: lotteryParams,
        body: cancelLotteryBody,
        response: { 200: operatorLottery, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const canceled = await cancelLottery(db, request.params.id, request.body.reason, await adminContext(request));
      return viewOne(canceled);
    },
  );

  async function viewOne(row: LotteryRow) {
    const [view] = await viewOperatorLotteries(db, [row], app.clock());
    if (!view) throw new AppError("not_found");
    return view;
  }

  async function adminContext(request: FastifyRequest): Promise<LotteryAdminContext> {
    const { operator } = await currentOperator(request);
    return {
      now: app.clock(),
      locale: request.locale,
      record: (tx: Tx, event: LotteryEvent) =>
        writeAuditEntry(tx, { ...describe(event), operatorId: operator.id, ip: request.clientIp }),
    };
  }
};

function summary(row: LotteryRow) {
  return {
    status: row.status,
    title: row.titles.en,
    currency: row.currency,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    draw_at: row.drawAt.toISOString(),
    server_seed_hash: row.serverSeedHash,
    cancel_reason: row.cancelReason,
  };
}

function describe(event: LotteryEvent): Omit<AuditEntry, "operatorId" | "ip"> {
  if (event.kind === "created") {
    const target = { type: "lottery", id: event.lottery.id };
    return { action: "lottery.created", target, details: { before: null, after: summary(event.lottery) } };
  }
  return {
    action: "lottery.canceled",
    target: { type: "lottery", id: event.after.id },
    details: { before: summary(event.before), after: summary(event.after), reason: event.reason },
  };
}
