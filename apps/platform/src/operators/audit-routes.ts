import { auditLogPage, auditLogQuery, errorBody, validationErrorBody } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AuditRow, countAuditEntries, listAuditEntries } from "./audit-log.ts";
import { requireOperator } from "./operator-sessions.ts";

/** `GET /api/operator/audit_log`: every operator action, newest first (admin only). */
export const operatorAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/operator/audit_log",
    {
      onRequest: requireOperator("audit_log.read"),
      schema: {
        tags: ["operator"],
        summary: "The operators' audit log, newest first (role: admin)",
        description: "Append-only: the database refuses to change or delete a row.",
        querystring: auditLogQuery,
        response: { 200: auditLogPage, 401: errorBody, 403: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const [rows, total] = await Promise.all([
        listAuditEntries(db, { limit: pageSize, offset: (page - 1) * pageSize }),
        countAuditEntries(db),
      ]);
      return { data: rows.map(toAuditLogEntry), pagination: { page, per_page: pageSize, total_count: total } };
    },
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
