import {
  errorBody,
  gameSessionStats,
  openGameSessions,
  realityCheckSetting,
  realityCheckState,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { getPlayRules } from "../settings/play-rules.ts";
import { assertInRealityCheckRange, realityCheckRange } from "./reality-check-range.ts";
import {
  closeSession,
  getRealityCheckMinutes,
  getSessionStats,
  listOpenSessions,
  setRealityCheckMinutes,
} from "./session-stats.ts";

const sessionParams = z.object({ id: z.coerce.number("format").int("format").positive("format") });

/**
 * The game page's responsible-gaming calls for the signed-in player: the open game session's
 * figures, closing it, and the reality-check interval (default: the project's play rules).
 */
export const gameSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireSignedInPlayer);
  const signedOut = { 401: errorBody };

  app.get(
    "/player/game_sessions",
    {
      schema: {
        tags: ["player"],
        summary: "The player's open game sessions (another tab or device), newest first",
        response: { 200: openGameSessions, ...signedOut },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listOpenSessions(db, signedInPlayer(request).id, app.clock());
    },
  );

  app.get(
    "/player/game_sessions/:id",
    {
      schema: {
        tags: ["player"],
        summary: "A game session's figures: rounds, wagered, won, net, start",
        params: sessionParams,
        response: { 200: gameSessionStats, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const stats = await getSessionStats(db, signedInPlayer(request).id, request.params.id);
      if (!stats) throw new AppError("not_found");
      return stats;
    },
  );

  app.delete(
    "/player/game_sessions/:id",
    {
      schema: {
        tags: ["player"],
        summary: "Close a game session: its token takes no more bets",
        params: sessionParams,
        response: { 204: z.null(), 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      if (!(await closeSession(db, signedInPlayer(request).id, request.params.id, app.clock()))) {
        throw new AppError("not_found");
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/player/reality_check",
    {
      schema: {
        tags: ["player"],
        summary: "The reality-check interval in minutes, and the range the play rules allow",
        response: { 200: realityCheckState, ...signedOut },
      },
    },
    async (request) => {
      const rules = await getPlayRules(db);
      const minutes = await getRealityCheckMinutes(db, signedInPlayer(request).id);
      const { min, max } = realityCheckRange(rules);
      return { interval_minutes: minutes ?? rules.reality_check_default_minutes, min_minutes: min, max_minutes: max };
    },
  );

  app.put(
    "/player/reality_check",
    {
      schema: {
        tags: ["player"],
        summary: "Set the reality-check interval (minutes, within the play rules' range)",
        body: realityCheckSetting,
        response: { 200: realityCheckState, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const rules = await getPlayRules(db);
      assertInRealityCheckRange(request.body.interval_minutes, rules, request.locale);
      await setRealityCheckMinutes(db, signedInPlayer(request).id, request.body.interval_minutes, app.clock());
      const { min, max } = realityCheckRange(rules);
      return { interval_minutes: request.body.interval_minutes, min_minutes: min, max_minutes: max };
    },
  );
};
