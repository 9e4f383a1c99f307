import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  lootboxTemplateBody,
  lootboxTemplateParams,
  operatorLootboxTemplate,
  operatorLootboxTemplates,
} from "@croupier/contract/schemas/operator-promotions";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../db/database.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import {
  editLootboxTemplate,
  type LootboxAdminContext,
  type LootboxEvent,
  listOperatorLootboxes,
  lootboxAuditSummary,
  pauseLootboxTemplate,
  viewOperatorLootbox,
} from "./operator-admin.ts";

/**
 * `/api/operator/lootbox_templates*`: the loot box templates with their state and counts; edit the
 * prizes and weights, pause and resume, each audited in its transaction.
 */
export const operatorLootboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };
  const changed = { 200: operatorLootboxTemplate, 404: errorBody, 422: validationErrorBody, ...signedOut };

  app.get(
    "/operator/lootbox_templates",
    {
      onRequest: requireOperator("promotions.read"),
      schema: {
        tags: ["operator"],
        summary: "Every loot box template with its prizes, chances, state and how many were awarded and opened",
        response: { 200: operatorLootboxTemplates, ...signedOut },
      },
    },
    async () => ({ data: await listOperatorLootboxes(db) }),
  );

  app.put(
    "/operator/lootbox_templates/:key",
    {
      onRequest: requireOperator("promotions.manage"),
      schema: {
        tags: ["operator"],
        summary: "Edit a loot box template's titles, prizes and weights: boxes already awarded keep theirs",
        description:
          "422 with a message per field: `titles.en`, `valid_days`, `items`, `items.<n>.weight`, " +
          "`items.<n>.euros`, `items.<n>.points`, `items.<n>.definition_id` (n from 1).",
        params: lootboxTemplateParams,
        body: lootboxTemplateBody,
        response: changed,
      },
    },
    async (request) => {
      const row = await editLootboxTemplate(db, request.params.key, request.body, await adminContext(request));
      return viewOperatorLootbox(db, row.key);
    },
  );

  for (const [action, paused] of [
    ["pause", true],
    ["resume", false],
  ] as const) {
    app.post(
      `/operator/lootbox_templates/:key/${action}`,
      {
        onRequest: requireOperator("promotions.manage"),
        schema: {
          tags: ["operator"],
          summary: paused
            ? "Pause a loot box template: no box of it is awarded until resumed (awarded ones still open)"
            : "Resume a paused loot box template",
          description: "422 `base` when it is already paused (not paused).",
          params: lootboxTemplateParams,
          response: changed,
        },
      },
      async (request) => {
        const row = await pauseLootboxTemplate(db, request.params.key, paused, await adminContext(request));
        return viewOperatorLootbox(db, row.key);
      },
    );
  }

  async function adminContext(request: FastifyRequest): Promise<LootboxAdminContext> {
    const { operator } = await currentOperator(request);
    return {
      now: app.clock(),
      record: (tx: Tx, event: LootboxEvent) =>
        writeAuditEntry(tx, {
          action: `lootbox_template.${event.kind}`,
          target: { type: "lootbox_template", id: event.after.key },
          details: { before: lootboxAuditSummary(event.before), after: lootboxAuditSummary(event.after) },
          operatorId: operator.id,
          ip: request.clientIp,
        }),
    };
  }
};
