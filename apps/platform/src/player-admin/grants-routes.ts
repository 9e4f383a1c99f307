import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  grantBody,
  grantHeaders,
  grantRefusedBody,
  playerGrant,
  playerGrantable,
} from "@croupier/contract/schemas/operator-grants";
import { playerAdminParams } from "@croupier/contract/schemas/player-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { requireOperator } from "../operators/operator-sessions.ts";
import { actorOf } from "./actor.ts";
import { grantPromotion, listGrantable } from "./grants.ts";

/** `/api/operator/players/{id}/grant*`: a bonus, free spins or a loot box granted by staff with a reason. */
export const grantRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["operator"];
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/players/:id/grantable",
    {
      onRequest: requireOperator("players.grant_promotions"),
      schema: {
        tags,
        summary: "What can be granted to the player: bonuses, free spins and loot boxes in their currency",
        description:
          "Live bonus definitions (enabled, in their schedule, neither paused nor canceled) with a fixed amount in the " +
          "player's currency, live definitions granting free spins in it, and the loot box templates not paused. `refusal` says why a grant would be refused now (`player_blocked`, " +
          "`player_excluded` for a time-out or self-exclusion, `player_closed`), null when it would not.",
        params: playerAdminParams,
        response: { 200: playerGrantable, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => listGrantable(db, request.params.id, app.clock()),
  );

  app.post(
    "/operator/players/:id/grants",
    {
      onRequest: requireOperator("players.grant_promotions"),
      schema: {
        tags,
        summary: "Grant the player a bonus, free spins or a loot box, with a reason",
        description:
          "`kind: bonus` issues the definition's fixed amount in the player's currency, to activate (no money moves " +
          "until the player activates it); `kind: freespins` issues the definition's free spins, to activate; " +
          "`kind: lootbox` awards a box of `template_key`. The player is notified as for any issue. An idempotency " +
          "key is required (the `Idempotency-Key` header or `grant.idempotency_key`): a retry answers the first " +
          "grant (200) and issues nothing; the same key for another promotion is 422. 409 with `code` " +
          "`player_blocked`, `player_excluded` or `player_closed` when no promotion may reach the player; 422 " +
          "`errors.definition_id` for an unknown definition, one not live (disabled, paused, canceled, outside its " +
          "schedule) or with nothing in the player's currency (`errors.template_key` for an unknown or paused loot box). The reason is kept in the audit log.",
        params: playerAdminParams,
        headers: grantHeaders,
        body: grantBody,
        response: {
          200: playerGrant,
          201: playerGrant,
          404: errorBody,
          409: grantRefusedBody,
          422: validationErrorBody,
          ...signedOut,
        },
      },
    },
    async (request, reply) => {
      const input = request.body.grant;
      const headerKey = request.headers["idempotency-key"];
      const key = input.idempotency_key ?? headerKey;
      if (!key) {
        const text = "An idempotency key is required (the Idempotency-Key header or grant.idempotency_key).";
        throw new AppError("validation_failed", text, { fields: { idempotency_key: [text] } });
      }
      if (input.idempotency_key && headerKey && input.idempotency_key !== headerKey) {
        const text = "The Idempotency-Key header and grant.idempotency_key differ.";
        throw new AppError("validation_failed", text, { fields: { idempotency_key: [text] } });
      }
      const { grant, replayed } = await grantPromotion(
        db,
        request.params.id,
        {
          kind: input.kind,
          definitionId: input.definition_id,
          templateKey: input.template_key,
          reason: input.reason,
          idempotencyKey: key,
        },
        await actorOf(request),
      );
      return reply.code(replayed ? 200 : 201).send(grant);
    },
  );
};
