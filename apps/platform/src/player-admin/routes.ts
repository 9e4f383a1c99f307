import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  player360,
  playerActionBody,
  playerAdminParams,
  playerInterventionBody,
  playerNote,
  playerNoteBody,
  playerSearchPage,
  playerSearchQuery,
} from "@croupier/contract/schemas/player-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { documentOperatorPermission } from "../operators/route-permissions.ts";
import { addNote, block, endSessions, intervene, liftLock, unblock } from "./actions.ts";
import { actorOf } from "./actor.ts";
import { adjustmentRoutes } from "./adjustment-routes.ts";
import { grantRoutes } from "./grants-routes.ts";
import { viewPlayer360 } from "./player-360.ts";
import { findPlayers } from "./search.ts";

/**
 * `/api/operator/players*`: the back office's Players area. Each route names one permission; each
 * change is audited with its reason in the transaction that makes it (actions.ts, adjustments.ts).
 */
export const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["operator"];
  const signedOut = { 401: errorBody, 403: errorBody };
  // As operators/routes.ts does for its routes: the permission in the OpenAPI document, no caching.
  app.addHook("onRoute", documentOperatorPermission);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/operator/players",
    {
      onRequest: requireOperator("players.read"),
      schema: {
        tags,
        summary: "Search players by e-mail prefix, id, name or phone, newest first",
        description:
          "`q` (at most 100 characters) matches an e-mail or name prefix (case-insensitive), an exact id or " +
          "digits of the phone number; without `q`, every player. Status: `active`, `blocked` (by staff), " +
          "`excluded` (time-out or self-exclusion) or `closed`.",
        querystring: playerSearchQuery,
        response: { 200: playerSearchPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => findPlayers(db, request.query, app.clock()),
  );

  app.get(
    "/operator/players/:id",
    {
      onRequest: requireOperator("players.read"),
      schema: {
        tags,
        summary: "A player's 360 view",
        description:
          "Profile and status, balances per currency (cash and bonus), the latest statement lines, payments, " +
          "game rounds, bonuses, limits, the exclusion in force, live sessions and the latest sign-ins (IP, " +
          "country, device), internal notes, balance adjustments and the audit entries about the player.",
        params: playerAdminParams,
        response: { 200: player360, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => viewPlayer360(db, request.params.id, app.clock(), app.config.identity.sessionIdleMs),
  );

  const actions = [
    {
      path: "block",
      summary: "Block the player: sign-in refused until unblocked, every session ended",
      description:
        "Unlike a lock-out, a block never ends by itself, nor by a mailed link or a password reset. 422 when blocked already.",
      run: block,
      permission: "players.manage",
    },
    {
      path: "unblock",
      summary: "Lift a staff block",
      description: "422 when the player is not blocked.",
      run: unblock,
      permission: "players.manage",
    },
    {
      path: "end_sessions",
      summary: "End every sign-in session and open game session of the player",
      description: "The player may sign in again; bets on the ended game sessions are refused.",
      run: endSessions,
      permission: "players.manage",
    },
    {
      path: "lift_lock_out",
      summary: "Lift the lock-out that failed sign-ins put on the account",
      description: "Clears the failure count and any mailed unlock link; a staff block stays. 422 when not locked out.",
      run: liftLock,
      permission: "players.manage",
    },
  ] as const;

  for (const action of actions) {
    app.post(
      `/operator/players/:id/${action.path}`,
      {
        onRequest: requireOperator(action.permission),
        schema: {
          tags,
          summary: action.summary,
          description: `${action.description} The reason is kept in the audit log with the state before and after.`,
          params: playerAdminParams,
          body: playerActionBody,
          response: { 200: z.object({}), 404: errorBody, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request) => {
        await action.run(db, request.params.id, request.body.reason, await actorOf(request));
        return {};
      },
    );
  }

  app.post(
    "/operator/players/:id/interventions",
    {
      onRequest: requireOperator("players.protect"),
      schema: {
        tags,
        summary: "Set a limit or a time-out on the player as a responsible-gambling intervention",
        description:
          "`kind: limit` sets `limit` through the limits service (a new or lower limit binds at once, a higher one " +
          "waits for the cooling-off); `kind: timeout` starts a time-out of `days` days at once through the " +
          "exclusions service (sessions end; it may only lengthen one in force). Field errors are 422. Answers " +
          "the player's 360 view.",
        params: playerAdminParams,
        body: playerInterventionBody,
        response: { 200: player360, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const id = request.params.id;
      await intervene(db, id, request.body.intervention, await actorOf(request), request.locale);
      return viewPlayer360(db, id, app.clock(), app.config.identity.sessionIdleMs);
    },
  );

  app.post(
    "/operator/players/:id/notes",
    {
      onRequest: requireOperator("players.manage"),
      schema: {
        tags,
        summary: "Add an internal note about the player (never shown to the player)",
        description: "At most 2000 characters; the text is kept in the audit log too.",
        params: playerAdminParams,
        body: playerNoteBody,
        response: { 201: playerNote, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const note = await addNote(db, request.params.id, request.body.note.text, actor);
      const { operator } = await currentOperator(request);
      return reply.code(201).send({
        id: note.id,
        text: note.text,
        operator_id: note.operatorId,
        operator_email: operator.email,
        created_at: note.createdAt.toISOString(),
      });
    },
  );

  await app.register(adjustmentRoutes);
  await app.register(grantRoutes);
};
