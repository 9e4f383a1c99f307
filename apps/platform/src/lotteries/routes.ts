import { errorBody } from "@croupier/contract";
import {
  lotteries,
  lottery,
  lotteryParams,
  lotteryStatus,
  lotteryStatuses,
  lotteryVerification,
} from "@croupier/contract/schemas/lotteries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getSignedIn } from "../identity/sessions.ts";
import {
  listOpenLotteries,
  listPlayerLotteries,
  listPlayerStatuses,
  listRecentLotteries,
  showLottery,
  showPlayerStatus,
  verifyDrawnLottery,
} from "./player-lotteries.ts";

/** `/api/lotteries*`: the lotteries, the signed-in player's tickets, and each draw's verification. */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["lotteries"];
  const signedInId = async (request: Parameters<typeof getSignedIn>[0]) =>
    (await getSignedIn(request))?.user.id ?? null;

  app.get(
    "/lotteries",
    {
      schema: {
        tags,
        summary: "Open and upcoming lotteries (and those closed, waiting for their draw), by draw time",
        response: { 200: lotteries },
      },
    },
    async (request) => listOpenLotteries(db, request.locale, app.clock()),
  );

  app.get(
    "/lotteries/recent",
    {
      schema: {
        tags,
        summary: "The latest drawn lotteries with each place's winning ticket and winner",
        response: { 200: lotteries },
      },
    },
    async (request) => listRecentLotteries(db, request.locale, app.clock()),
  );

  app.get(
    "/lotteries/statuses",
    {
      schema: {
        tags,
        summary: "The signed-in player's tickets in every lottery they hold some in ([] signed out)",
        response: { 200: lotteryStatuses },
      },
    },
    async (request) => {
      const playerId = await signedInId(request);
      return playerId === null ? [] : listPlayerStatuses(db, playerId, request.locale, app.clock());
    },
  );

  app.get(
    "/lotteries/player",
    {
      schema: {
        tags,
        summary: "The lotteries the player can earn tickets in now, and those not drawn yet they hold tickets in",
        description:
          "Open lotteries in any currency of the player's accounts (a deposit in that currency earns tickets " +
          "when its account picked the lottery), with the player's tickets; [] signed out.",
        response: { 200: lotteryStatuses },
      },
    },
    async (request) => {
      const playerId = await signedInId(request);
      return playerId === null ? [] : listPlayerLotteries(db, playerId, request.locale, app.clock());
    },
  );

  app.get(
    "/lotteries/:id",
    {
      schema: {
        tags,
        summary: "One lottery, whatever its status",
        params: lotteryParams,
        response: { 200: lottery, 404: errorBody },
      },
    },
    async (request) => showLottery(db, request.params.id, request.locale, app.clock()),
  );

  app.get(
    "/lotteries/:id/status",
    {
      schema: {
        tags,
        summary: "The signed-in player's tickets in one lottery (none signed out)",
        params: lotteryParams,
        response: { 200: lotteryStatus, 404: errorBody },
      },
    },
    async (request) => showPlayerStatus(db, await signedInId(request), request.params.id, request.locale, app.clock()),
  );

  app.get(
    "/lotteries/:id/verify",
    {
      schema: {
        tags,
        summary: "A drawn lottery's public draw inputs and its winners recomputed from them",
        description:
          "client_seed = SHA-256 (hex) of the ticket lines `<number>:<player id>` in number order joined by \\n. " +
          "Place p = 1..N (N = prizes, or tickets when fewer) is drawn among the tickets not drawn yet, in " +
          "number order, with equal weights: the unbiased uniform index below their count from " +
          "HMAC-SHA256(key = server_seed, message = client_seed:p:0), first 32-bit word (rejection sampling). " +
          "409 before the draw.",
        params: lotteryParams,
        response: { 200: lotteryVerification, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => verifyDrawnLottery(db, request.params.id),
  );
};
