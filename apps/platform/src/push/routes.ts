import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  pushPreferencesBody,
  pushPreferencesView,
  pushPublicKey,
  pushSubscriptionBody,
  pushSubscriptionView,
  pushUnsubscribeBody,
} from "@croupier/contract/schemas/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { subscribe, unsubscribe, updatePushPreferences, viewPushPreferences } from "./service.ts";

/** `/api/push/vapid_public_key` (public) and the player's push subscriptions and preferences. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/push/vapid_public_key",
    {
      schema: {
        tags: ["push"],
        summary: "The server's VAPID public key: the applicationServerKey of pushManager.subscribe",
        response: { 200: pushPublicKey },
      },
    },
    async () => ({ public_key: app.push.keys.publicKey }),
  );
  await app.register(playerPushRoutes);
};

const playerPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["player", "push"];
  const signedOut = { 401: errorBody };
  app.addHook("onRequest", requireSignedInPlayer);

  app.post(
    "/player/push_subscriptions",
    {
      schema: {
        tags,
        summary: "Store this browser's push subscription (PushSubscription.toJSON()) for the player",
        description:
          "The endpoint must be an https URL on a public host (422 `errors.endpoint` otherwise). An endpoint " +
          "stored before is refreshed and belongs to the signed-in player. A player keeps at most 10 browsers: " +
          "the oldest subscription is dropped.",
        body: pushSubscriptionBody,
        response: { 201: pushSubscriptionView, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const view = await subscribe(db, {
        playerId: signedInPlayer(request).id,
        subscription: request.body,
        userAgent: request.headers["user-agent"],
        allowPrivateEndpoints: app.config.push.allowPrivateEndpoints,
        locale: request.locale,
      });
      return reply.code(201).send(view);
    },
  );

  app.delete(
    "/player/push_subscriptions",
    {
      schema: {
        tags,
        summary: "Remove this browser's push subscription (by endpoint)",
        body: pushUnsubscribeBody,
        response: { 204: z.null(), 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, signedInPlayer(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/player/push_preferences",
    {
      schema: {
        tags,
        summary: "The kinds of push the player receives (all on until turned off) and the subscribed browsers",
        response: { 200: pushPreferencesView, ...signedOut },
      },
    },
    async (request) => viewPushPreferences(db, signedInPlayer(request).id),
  );

  app.put(
    "/player/push_preferences",
    {
      schema: {
        tags,
        summary: "Turn kinds of push on or off (kinds left out keep their setting)",
        body: pushPreferencesBody,
        response: { 200: pushPreferencesView, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => updatePushPreferences(db, signedInPlayer(request).id, request.body.kinds),
  );
};
