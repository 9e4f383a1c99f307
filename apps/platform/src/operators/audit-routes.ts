import { auditLogOptions, auditLogPage, auditLogQuery, errorBody, validationErrorBody } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import {
  AUDIT_ACTIONS,
  type AuditFilter,
  type AuditRow,
  countAuditEntries,
  listAuditEntries,
  listAuditOperators,
} from "./audit-log.ts";
import { requireOperator } from "./operator-sessions.ts";

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/**
 * `GET /api/operator/audit_log`: every operator action, newest first, narrowed by the audit
 * browser's filters; `GET /api/operator/audit_log/options`: what those filters offer.
 */
export const operatorAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/audit_log",
    {
      onRequest: requireOperator("audit_log.read"),
      schema: {
        tags: ["operator"],
        summary: "The operators' audit log, newest first, with filters",
        description:
          "Append-only: the database refuses to change or delete a row. Filters: `operator_id`, `action` (one of " +
          "`/api/operator/audit_log/options`' actions), `target_type` and `target_id`, `player_id` (entries about " +
          "the player: targeting them or naming them in their details), `from` (inclusive) and `to` (exclusive) as " +
          "ISO 8601 date-times with an offset, `q` (free text, at most 100 characters, matched literally in the " +
          "action, target id, IP, operator e-mail and details). A bad filter: 422 with the field's error.",
        querystring: auditLogQuery,
        response: { 200: auditLogPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, ...query } = request.query;
      if (query.action !== undefined && !KNOWN_ACTIONS.has(query.action)) {
        throw new AppError("validation_failed", "format", { fields: { action: ["format"] } });
      }
      const filter: AuditFilter = {
        operatorId: query.operator_id,
        action: query.action,
        targetType: query.target_type,
        targetId: query.target_id,
        playerId: query.player_id,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
        text: query.q,
      };
      const [rows, total] = await Promise.all([
        listAuditEntries(db, { limit: pageSize, offset: (page - 1) * pageSize }, filter),
        countAuditEntries(db, filter),
      ]);
      return { data: rows.map(toAuditLogEntry), pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.get(
    "/operator/audit_log/options",
    {
      onRequest: requireOperator("audit_log.read"),
      schema: {
        tags: ["operator"],
        summary: "What the audit browser's filters offer: every action the code writes, every operator",
        response: { 200: auditLogOptions, ...signedOut },
      },
    },
    async () => ({ actions: [...AUDIT_ACTIONS].sort(), operators: await listAuditOperators(db) }),
  );
};

function toAuditLogEntry(row: AuditRow) {
  return {
    id: row.id,
    operator_id: row.operatorId,
    operator_email: row.operatorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    details: (row.details ?? {}) as Record<string, unknown>,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
