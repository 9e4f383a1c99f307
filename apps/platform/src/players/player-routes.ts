import {
  errorBody,
  formatMessage,
  player,
  playerGroups,
  playerSessionParams,
  playerSessions,
  playerSettings,
  playerStats,
  updateLocaleBody,
  updatePlayerBody,
  updatePlayerGroupsBody,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { updateUser } from "../identity/repository.ts";
import { deleteUserSession, listActiveSessions } from "../identity/session-repository.ts";
import { clearSessionCookie } from "../identity/sessions.ts";
import { requireSignedInPlayer, signedInPlayer, signedInSession } from "../identity/signed-in-player.ts";
import { localeExists } from "../locales/repository.ts";
import { playerChoiceRoutes } from "./choice-routes.ts";
import { changePlayerGroups, findGroups, listPlayerGroups } from "./groups-repository.ts";
import type { CountDeposits, PlayerView } from "./player-view.ts";
import { updatePlayer } from "./update-player.ts";
import { withExclusiveWelcomeBonus } from "./welcome-bonus.ts";

/** What the player routes show from the modules built on players (payments), handed in at start. */
export interface PlayerAccountRoutesOptions {
  viewPlayer: PlayerView;
  countDeposits: CountDeposits;
}

/**
 * `/api/player*`. Every route runs behind `requireSignedInPlayer` and reads or changes only the
 * signed-in player: no route takes a player id, so no player can reach another's data.
 */
export const playerAccountRoutes: FastifyPluginAsyncZod<PlayerAccountRoutesOptions> = async (
  app,
  { viewPlayer, countDeposits },
) => {
  const db = app.database.db;
  // onRequest (the cookie is parsed by then): a signed-out call answers 401 before any validation.
  app.addHook("onRequest", requireSignedInPlayer);
  const signedOut = { 401: errorBody };

  app.get(
    "/player",
    { schema: { tags: ["player"], summary: "The signed-in player", response: { 200: player, ...signedOut } } },
    async (request) => viewPlayer(db, signedInPlayer(request)),
  );

  app.patch(
    "/player",
    {
      schema: {
        tags: ["player"],
        summary: "Change the fields a context lets the player edit (personal details: edition)",
        body: updatePlayerBody,
        response: { 200: player, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const changed = await updatePlayer(db, signedInPlayer(request), request.body, {
        locale: request.locale,
        now: app.clock,
      });
      return viewPlayer(db, changed);
    },
  );

  app.patch(
    "/player/update_locale",
    {
      schema: {
        tags: ["player"],
        summary: "Change the player's language",
        body: updateLocaleBody,
        response: { 200: player, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const user = signedInPlayer(request);
      if (!(await localeExists(db, request.body.locale))) {
        throw new AppError("validation_failed", undefined, {
          fields: { locale: [formatMessage("format", request.locale)] },
        });
      }
      return viewPlayer(db, await updateUser(db, user.id, { locale: request.body.locale, updatedAt: app.clock() }));
    },
  );

  await app.register(playerChoiceRoutes, { viewPlayer });

  app.get(
    "/player/groups",
    { schema: { tags: ["player"], summary: "The player's groups", response: { 200: playerGroups, ...signedOut } } },
    async (request) => listPlayerGroups(db, signedInPlayer(request).id),
  );

  app.post(
    "/player/groups",
    {
      schema: {
        tags: ["player"],
        summary: "Join or leave groups (only writable ones)",
        description:
          "The welcome-bonus groups 73, 74 and 75 exclude each other: joining one leaves the others; " +
          "joining two in one call is 422 `errors.groups`.",
        body: updatePlayerGroupsBody,
        response: { 200: playerGroups, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const user = signedInPlayer(request);
      const add = request.body.groups.add.map(String);
      const remove = request.body.groups.remove.map(String);
      const requested = [...new Set([...add, ...remove])];
      const found = await findGroups(db, requested);
      const allWritable = found.length === requested.length && found.every((group) => group.writable);
      const change = allWritable ? withExclusiveWelcomeBonus(add, remove) : null;
      if (!change) {
        throw new AppError("validation_failed", undefined, {
          fields: { groups: [formatMessage("format", request.locale)] },
        });
      }
      await db.transaction((tx) => changePlayerGroups(tx, user.id, change.add, change.remove));
      return listPlayerGroups(db, user.id);
    },
  );

  app.get(
    "/player/stats",
    {
      schema: {
        tags: ["player"],
        summary: "Deposit, cash-out and bet totals",
        response: { 200: playerStats, ...signedOut },
      },
    },
    async (request) => {
      const player = signedInPlayer(request);
      // Only the deposit count is kept so far (by payments); the sums stay empty until they are.
      const depositsCount = await countDeposits(db, player.id);
      return {
        deposits_count: depositsCount,
        deposits_sum: {},
        cashouts_sum: {},
        bets_sum: {},
        messages: { notice: "" },
      };
    },
  );

  app.get(
    "/player/settings",
    {
      schema: {
        tags: ["player"],
        summary: "Realtime connection settings",
        response: { 200: playerSettings, ...signedOut },
      },
    },
    async (request) => {
      const playerId = signedInPlayer(request).id;
      return {
        cent: {
          // From the configuration (REALTIME_URL, else the public origin), never the request's Host.
          url: app.config.realtime.url,
          user: String(playerId),
          timestamp: String(Math.floor(app.clock().getTime() / 1000)),
          // A Centrifugo connection JWT (HS256, sub = player id); the client asks here again to refresh it.
          token: await app.realtime.connectionToken(playerId),
          authEndpoint: "/api/player/realtime/auth",
        },
        recaptcha: "",
        recaptcha_version: 3,
      };
    },
  );

  app.get(
    "/player/sessions",
    {
      schema: {
        tags: ["player"],
        summary: "The player's active sessions",
        response: { 200: playerSessions, ...signedOut },
      },
    },
    async (request) => {
      const user = signedInPlayer(request);
      const rows = await listActiveSessions(db, user.id, app.clock(), app.config.identity.sessionIdleMs);
      return rows.map((session) => ({
        id: session.id,
        ip: session.ip,
        country: session.country,
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
        current: session.id === signedInSession(request).id,
      }));
    },
  );

  app.delete(
    "/player/sessions/:id",
    {
      schema: {
        tags: ["player"],
        summary: "End one of the player's sessions",
        params: playerSessionParams,
        response: { 204: z.null(), 404: errorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const user = signedInPlayer(request);
      if (!(await deleteUserSession(db, user.id, request.params.id))) throw new AppError("not_found");
      if (request.params.id === signedInSession(request).id) clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
};
