import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  bonusDefinitionBody,
  bonusScheduleBody,
  cancelBonusBody,
  operatorBonusDefinition,
  operatorBonusDefinitions,
  operatorBonusesQuery,
  operatorBonusParams,
} from "@croupier/contract/schemas/operator-promotions";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../db/database.ts";
import { type AuditEntry, writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import {
  auditSummary,
  type BonusAdminContext,
  type BonusEvent,
  cancelBonusDefinition,
  createBonusDefinition,
  editBonusDefinition,
  listOperatorBonuses,
  pauseBonusDefinition,
  scheduleBonusDefinition,
  viewOperatorBonus,
} from "./operator-admin.ts";
import type { BonusDefinition } from "./schema.ts";

/**
 * `/api/operator/bonuses*`: the bonus definitions with their state and issue counts; create, edit,
 * schedule, pause, resume and cancel, each audited in its transaction. Only a live definition is
 * offered to players or issued by its code; bonuses players already hold keep their terms.
 */
export const operatorBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };
  const changed = { 200: operatorBonusDefinition, 404: errorBody, 422: validationErrorBody, ...signedOut };
  const fieldErrors =
    "422 with a message per field, keyed by its path (`code`, `titles.en`, `amounts.EUR.fixed_cents`, " +
    "`freespins.game`, `ends_at`…); `base` when the definition is canceled or a prize-only one.";

  app.get(
    "/operator/bonuses",
    {
      onRequest: requireOperator("promotions.read"),
      schema: {
        tags: ["operator"],
        summary: "Every bonus definition, newest first, with its state and how many were issued",
        description:
          "`state`: scheduled (starts later), live (offered now), paused, ended (its end passed), canceled. " +
          "Filter with `state` and `kind`. The shape is stable: the player 360's grant dialog reads it too.",
        querystring: operatorBonusesQuery,
        response: { 200: operatorBonusDefinitions, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => ({ data: await listOperatorBonuses(db, app.clock(), request.query) }),
  );

  app.post(
    "/operator/bonuses",
    {
      onRequest: requireOperator("promotions.manage"),
      schema: {
        tags: ["operator"],
        summary: "Create a bonus definition, live at once or scheduled",
        description: fieldErrors,
        body: bonusDefinitionBody,
        response: { 201: operatorBonusDefinition, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const row = await createBonusDefinition(db, request.body, await adminContext(request));
      return reply.code(201).send(await viewOperatorBonus(db, row, app.clock()));
    },
  );

  app.put(
    "/operator/bonuses/:id",
    {
      onRequest: requireOperator("promotions.manage"),
      schema: {
        tags: ["operator"],
        summary: "Edit a bonus definition (the whole form; its kind stays): bonuses already held keep their terms",
        description: fieldErrors,
        params: operatorBonusParams,
        body: bonusDefinitionBody,
        response: changed,
      },
    },
    async (request) => {
      const row = await editBonusDefinition(db, request.params.id, request.body, await adminContext(request));
      return viewOperatorBonus(db, row, app.clock());
    },
  );

  app.post(
    "/operator/bonuses/:id/schedule",
    {
      onRequest: requireOperator("promotions.manage"),
      schema: {
        tags: ["operator"],
        summary: "Set when a bonus definition is offered: from starts_at until ends_at (null: at once, no end)",
        description: fieldErrors,
        params: operatorBonusParams,
        body: bonusScheduleBody,
        response: changed,
      },
    },
    async (request) => {
      const row = await scheduleBonusDefinition(db, request.params.id, request.body, await adminContext(request));
      return viewOperatorBonus(db, row, app.clock());
    },
  );

  for (const [action, paused] of [
    ["pause", true],
    ["resume", false],
  ] as const) {
    app.post(
      `/operator/bonuses/:id/${action}`,
      {
        onRequest: requireOperator("promotions.manage"),
        schema: {
          tags: ["operator"],
          summary: paused
            ? "Pause a bonus definition: not offered, its code refused, until resumed"
            : "Resume a paused bonus definition",
          description: "422 `base` when it is already paused (not paused), canceled or a prize-only one.",
          params: operatorBonusParams,
          response: changed,
        },
      },
      async (request) => {
        const row = await pauseBonusDefinition(db, request.params.id, paused, await adminContext(request));
        return viewOperatorBonus(db, row, app.clock());
      },
    );
  }

  app.post(
    "/operator/bonuses/:id/cancel",
    {
      onRequest: requireOperator("promotions.manage"),
      schema: {
        tags: ["operator"],
        summary: "Cancel a bonus definition for good: no new issues; bonuses already held keep their terms",
        description: "422 `base` when it is already canceled or a prize-only one; `reason` required.",
        params: operatorBonusParams,
        body: cancelBonusBody,
        response: changed,
      },
    },
    async (request) => {
      const context = await adminContext(request);
      const row = await cancelBonusDefinition(db, request.params.id, request.body.reason, context);
      return viewOperatorBonus(db, row, app.clock());
    },
  );

  async function adminContext(request: FastifyRequest): Promise<BonusAdminContext> {
    const { operator } = await currentOperator(request);
    const now = app.clock();
    return {
      now,
      record: (tx: Tx, event: BonusEvent) =>
        writeAuditEntry(tx, { ...describe(event, now), operatorId: operator.id, ip: request.clientIp }),
    };
  }
};

function describe(event: BonusEvent, now: Date): Omit<AuditEntry, "operatorId" | "ip"> {
  const target = (row: BonusDefinition) => ({ type: "bonus_definition", id: row.id });
  if (event.kind === "created") {
    return {
      action: "bonus_definition.created",
      target: target(event.after),
      details: { before: null, after: auditSummary(event.after, now) },
    };
  }
  const details: Record<string, unknown> = {
    before: auditSummary(event.before, now),
    after: auditSummary(event.after, now),
  };
  if (event.kind === "canceled") details.reason = event.reason;
  return { action: `bonus_definition.${event.kind}`, target: target(event.after), details };
}
