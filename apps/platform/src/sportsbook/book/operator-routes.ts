import { errorBody, type OperatorPermission, validationErrorBody } from "@croupier/contract";
import {
  bookIdParams,
  operatorBookBetsPage,
  operatorBookBetsQuery,
  operatorBookCompetitionBody,
  operatorBookCompetitionPatch,
  operatorBookEvent,
  operatorBookEventBody,
  operatorBookEventPatch,
  operatorBookEventsPage,
  operatorBookEventsQuery,
  operatorBookMarketBody,
  operatorBookMarketPatch,
  operatorBookPriceHistory,
  operatorBookResultBody,
  operatorBookSelectionBody,
  operatorBookSelectionPatch,
  operatorBookSettings,
  operatorBookSettlement,
  operatorBookSport,
  operatorBookSportBody,
  operatorBookSportPatch,
  operatorBookSports,
} from "@croupier/contract/schemas/sportsbook-book";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors/app-error.ts";
import { writeAuditEntry } from "../../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../../operators/operator-sessions.ts";
import { documentOperatorPermission } from "../../operators/route-permissions.ts";
import { listPlayerBets } from "./catalogue.ts";
import { parseFactor } from "./prices.ts";
import { settleMarketIn } from "./settlement.ts";
import {
  addSelection,
  createEvent,
  createMarket,
  listOperatorEvents,
  listOperatorSports,
  operatorMarket,
  priceHistory,
  readSettings,
  saveCompetition,
  saveSport,
  showOperatorEvent,
  type TradeContext,
  updateEvent,
  updateMarket,
  updateSelection,
  writeSettings,
} from "./trading.ts";

/**
 * `/api/operator/sportsbook/*` of our own book: traders read with `sportsbook.read` and change
 * with `sportsbook.trade` (roles trader and admin); every change is audited in its transaction.
 */
export const bookOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["operator"];
  app.addHook("onRoute", documentOperatorPermission);
  const refused = { 401: errorBody, 403: errorBody, 422: validationErrorBody };
  const read = (permission: OperatorPermission = "sportsbook.read") => requireOperator(permission);
  const trade = () => requireOperator("sportsbook.trade");

  async function context(request: FastifyRequest): Promise<TradeContext> {
    const { operator } = await currentOperator(request);
    return {
      operatorId: operator.id,
      now: app.clock(),
      audit: (tx, action, target, details) =>
        writeAuditEntry(tx, { operatorId: operator.id, action, target, details, ip: request.clientIp }),
    };
  }

  app.get(
    "/operator/sportsbook/sports",
    {
      onRequest: read(),
      schema: {
        tags,
        summary: "Our book: every sport with its competitions (roles: admin, trader, support, compliance)",
        response: { 200: operatorBookSports, ...refused },
      },
    },
    async () => listOperatorSports(db),
  );

  app.post(
    "/operator/sportsbook/sports",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: create a sport (roles: admin, trader)",
        body: operatorBookSportBody,
        response: { 201: operatorBookSport, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await saveSport(db, null, request.body, await context(request))),
  );

  app.patch(
    "/operator/sportsbook/sports/:id",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: edit a sport (roles: admin, trader)",
        params: bookIdParams,
        body: operatorBookSportPatch,
        response: { 200: operatorBookSport, 404: errorBody, ...refused },
      },
    },
    async (request) => saveSport(db, request.params.id, request.body, await context(request)),
  );

  app.post(
    "/operator/sportsbook/competitions",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: create a competition; answers its sport (roles: admin, trader)",
        body: operatorBookCompetitionBody,
        response: { 201: operatorBookSport, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveCompetition(db, null, request.body, await context(request))),
  );

  app.patch(
    "/operator/sportsbook/competitions/:id",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: edit a competition; answers its sport (roles: admin, trader)",
        params: bookIdParams,
        body: operatorBookCompetitionPatch,
        response: { 200: operatorBookSport, 404: errorBody, ...refused },
      },
    },
    async (request) => saveCompetition(db, request.params.id, request.body, await context(request)),
  );

  app.get(
    "/operator/sportsbook/events",
    {
      onRequest: read(),
      schema: {
        tags,
        summary:
          "Our book: events by start time, with open bets and unsettled markets (roles: admin, trader, support, compliance)",
        querystring: operatorBookEventsQuery,
        response: { 200: operatorBookEventsPage, ...refused },
      },
    },
    async (request) => listOperatorEvents(db, request.query, app.clock()),
  );

  app.get(
    "/operator/sportsbook/events/:id",
    {
      onRequest: read(),
      schema: {
        tags,
        summary:
          "Our book: an event with every market, price, liability and open bet count (roles: admin, trader, support, compliance)",
        params: bookIdParams,
        response: { 200: operatorBookEvent, 404: errorBody, ...refused },
      },
    },
    async (request) => showOperatorEvent(db, request.params.id, app.clock()),
  );

  app.post(
    "/operator/sportsbook/events",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: create an event (roles: admin, trader)",
        body: operatorBookEventBody,
        response: { 201: operatorBookEvent, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await createEvent(db, request.body, await context(request))),
  );

  app.patch(
    "/operator/sportsbook/events/:id",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: edit an event's teams, start or status (roles: admin, trader)",
        description: "`cancelled` voids every market not settled yet: every stake on them goes back.",
        params: bookIdParams,
        body: operatorBookEventPatch,
        response: { 200: operatorBookEvent, 404: errorBody, ...refused },
      },
    },
    async (request) => updateEvent(db, request.params.id, request.body, await context(request)),
  );

  app.post(
    "/operator/sportsbook/markets",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary:
          "Our book: add a market with its priced selections to an event; answers the event (roles: admin, trader)",
        body: operatorBookMarketBody,
        response: { 201: operatorBookEvent, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await createMarket(db, request.body, await context(request))),
  );

  app.patch(
    "/operator/sportsbook/markets/:id",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: edit a market, open or suspend it; answers the event (roles: admin, trader)",
        params: bookIdParams,
        body: operatorBookMarketPatch,
        response: { 200: operatorBookEvent, 404: errorBody, ...refused },
      },
    },
    async (request) => updateMarket(db, request.params.id, request.body, await context(request)),
  );

  app.post(
    "/operator/sportsbook/markets/:id/selections",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: add a selection to a market; answers the event (roles: admin, trader)",
        params: bookIdParams,
        body: operatorBookSelectionBody,
        response: { 201: operatorBookEvent, 404: errorBody, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addSelection(db, request.params.id, request.body, await context(request))),
  );

  app.patch(
    "/operator/sportsbook/selections/:id",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary:
          "Our book: re-price, rename or withdraw a selection (the price history keeps every price) (roles: admin, trader)",
        params: bookIdParams,
        body: operatorBookSelectionPatch,
        response: { 200: operatorBookEvent, 404: errorBody, ...refused },
      },
    },
    async (request) => updateSelection(db, request.params.id, request.body, await context(request)),
  );

  app.get(
    "/operator/sportsbook/selections/:id/prices",
    {
      onRequest: read(),
      schema: {
        tags,
        summary: "Our book: a selection's price history, newest first (roles: admin, trader, support, compliance)",
        params: bookIdParams,
        response: { 200: operatorBookPriceHistory, 404: errorBody, ...refused },
      },
    },
    async (request) => priceHistory(db, request.params.id),
  );

  for (const resettle of [false, true]) {
    app.post(
      `/operator/sportsbook/markets/:id/${resettle ? "resettle" : "result"}`,
      {
        onRequest: trade(),
        schema: {
          tags,
          summary: resettle
            ? "Our book: change a settled market's results: earlier payouts reversed, new ones paid (roles: admin, trader)"
            : "Our book: enter a market's results and settle every bet on it (roles: admin, trader)",
          description:
            "A result for every selection: won, lost, void (factor 1), dead_heat (`dead_heat_factor` n/d), " +
            "half_won ((price + 1)/2), half_lost (1/2). Return = stake × Π leg factors, capped by the maximum " +
            "payout, rounded down; an accumulator settles when its last leg does." +
            (resettle ? " A `reason` is required." : ""),
          params: bookIdParams,
          body: operatorBookResultBody,
          response: { 200: operatorBookSettlement, 404: errorBody, ...refused },
        },
      },
      async (request) => {
        const ctx = await context(request);
        if (resettle && !request.body.reason) {
          throw new AppError("validation_failed", undefined, { fields: { reason: ["Say why the results change"] } });
        }
        const results = request.body.results.map((entry) => ({
          selectionId: entry.selection_id,
          result: entry.result,
          deadHeat: entry.result === "dead_heat" ? parseFactor(entry.dead_heat_factor) : null,
        }));
        const summary = await db.transaction(async (tx) => {
          const settled = await settleMarketIn(tx, { marketId: request.params.id, results, resettle, now: ctx.now });
          await ctx.audit(
            tx,
            resettle ? "sportsbook.market_resettled" : "sportsbook.market_resulted",
            { type: "sportsbook_market", id: request.params.id },
            {
              results: request.body.results,
              reason: request.body.reason ?? null,
              bets_settled: settled.betsSettled,
              paid: Object.fromEntries([...settled.paid].map(([currency, amount]) => [currency, amount.toString()])),
            },
          );
          return settled;
        });
        return {
          market: await operatorMarket(db, request.params.id, ctx.now),
          bets_settled: summary.betsSettled,
          bets_paid: summary.betsPaid,
          paid: [...summary.paid].map(([currency, amount]) => ({ currency, amount_cents: Number(amount) })),
        };
      },
    );
  }

  app.get(
    "/operator/sportsbook/bets",
    {
      onRequest: read(),
      schema: {
        tags,
        summary: "Our book: bets with their player, newest first (roles: admin, trader, support, compliance)",
        querystring: operatorBookBetsQuery,
        response: { 200: operatorBookBetsPage, ...refused },
      },
    },
    async (request) => {
      const { player_id: playerId, event_id: eventId, market_id: marketId, ...query } = request.query;
      const { page, playerIds } = await listPlayerBets(db, playerId ?? null, { ...query, eventId, marketId });
      return { ...page, data: page.data.map((bet) => ({ ...bet, player_id: playerIds.get(bet.id) ?? 0 })) };
    },
  );

  app.get(
    "/operator/sportsbook/settings",
    {
      onRequest: read(),
      schema: {
        tags,
        summary:
          "Our book: stake limits, maximum payout and liability limit per currency (roles: admin, trader, support, compliance)",
        response: { 200: operatorBookSettings, ...refused },
      },
    },
    async () => readSettings(db),
  );

  app.put(
    "/operator/sportsbook/settings",
    {
      onRequest: trade(),
      schema: {
        tags,
        summary: "Our book: set the limits of the currencies given (roles: admin, trader)",
        description: "A bet keeps the maximum payout in force when it was placed.",
        body: operatorBookSettings,
        response: { 200: operatorBookSettings, ...refused },
      },
    },
    async (request) => writeSettings(db, request.body, await context(request)),
  );
};
