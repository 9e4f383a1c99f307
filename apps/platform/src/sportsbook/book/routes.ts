import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  bookBetReceipt,
  bookBetsPage,
  bookBetsQuery,
  bookEvent,
  bookEventsPage,
  bookEventsQuery,
  bookIdParams,
  bookRules,
  bookSelectionsQuery,
  bookSlipSelections,
  bookSports,
  placeBookBetsBody,
} from "@croupier/contract/schemas/sportsbook-book";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "../../identity/signed-in-player.ts";
import {
  bookRulesView,
  listPlayerBets,
  listSlipSelections,
  listSports,
  listUpcomingEvents,
  showEvent,
} from "./catalogue.ts";
import { placeSlip } from "./placement.ts";

/**
 * `/api/sportsbook/*` of our own book: the catalogue (public), the bet slip and the player's bets
 * (signed in). The vendors' wallet callbacks (`/api/sportsbook/betby/*`) are ../routes.ts's.
 */
export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["sportsbook"];

  app.get(
    "/sportsbook/sports",
    {
      schema: {
        tags,
        summary: "Our book: the sports with their competitions and upcoming event counts",
        response: { 200: bookSports },
      },
    },
    async () => listSports(db, app.clock()),
  );

  app.get(
    "/sportsbook/events",
    {
      schema: {
        tags,
        summary: "Our book: upcoming events that take bets, soonest first, each with its main market",
        querystring: bookEventsQuery,
        response: { 200: bookEventsPage, 422: validationErrorBody },
      },
    },
    async (request) => listUpcomingEvents(db, request.query, app.clock()),
  );

  app.get(
    "/sportsbook/events/:id",
    {
      schema: {
        tags,
        summary: "Our book: one event with all its markets and selections",
        params: bookIdParams,
        response: { 200: bookEvent, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => showEvent(db, request.params.id, app.clock()),
  );

  app.get(
    "/sportsbook/selections",
    {
      schema: {
        tags,
        summary: "Our book: the bet slip's selections as they stand now (price, market status, bettable)",
        description: "`ids`: up to 40 selection ids, comma separated. Unknown ids are left out.",
        querystring: bookSelectionsQuery,
        response: { 200: bookSlipSelections, 422: validationErrorBody },
      },
    },
    async (request) => listSlipSelections(db, request.query.ids.split(",").map(Number), app.clock()),
  );

  app.get(
    "/sportsbook/rules",
    {
      schema: {
        tags,
        summary:
          "Our book: the limits the betting rules state, per currency (minimum and maximum stake, maximum payout)",
        response: { 200: bookRules },
      },
    },
    async () => bookRulesView(db),
  );

  app.post(
    "/sportsbook/bets",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "Our book: place a bet slip (singles and accumulators), every bet or none",
        description:
          "Debits each stake through the sportsbook wallet in one transaction with the bets. A retry with the " +
          "same `idempotency_key` answers the first receipt (200). 422 field errors keyed by path " +
          "(`bets.0.selections.1.price`: the price changed and `accept_price_changes` does not take it; " +
          "`bets.0.selections.0.selection_id`: market closed, event started, selection withdrawn, two legs of " +
          "one event; `bets.0.stake_cents`: stake limits; `currency`: no bets in it). 402 insufficient_funds, " +
          "403 player_disabled (time-out, self-exclusion, block) or limit_reached.",
        body: placeBookBetsBody,
        response: {
          200: bookBetReceipt,
          201: bookBetReceipt,
          401: errorBody,
          402: errorBody,
          403: errorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const player = signedInPlayer(request);
      const placed = await placeSlip(db, {
        playerId: player.id,
        locale: request.locale,
        body: request.body,
        now: app.clock(),
      });
      return reply.code(placed.replayed ? 200 : 201).send(placed.receipt);
    },
  );

  app.get(
    "/sportsbook/bets",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "Our book: the signed-in player's bets, newest first (open: not settled yet)",
        querystring: bookBetsQuery,
        response: { 200: bookBetsPage, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => (await listPlayerBets(db, signedInPlayer(request).id, request.query)).page,
  );
};
