import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  acknowledgeSportsbookAlertBody,
  operatorSportsbookAlert,
  operatorSportsbookAlertParams,
  operatorSportsbookAlertsPage,
  operatorSportsbookAlertsQuery,
  operatorSportsbookDebts,
  sportsbookReconciliation,
  sportsbookReconciliationBody,
} from "@croupier/contract/schemas/sportsbook";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { documentOperatorPermission } from "../operators/route-permissions.ts";
import { acknowledgeAlert, listAlerts, listPlayerDebts } from "./alerts.ts";
import { getBetListSource, reconcileSportsbook } from "./reconciliation.ts";

/** A reconciliation compares at most this long a window (the vendor's report is paged by it too). */
const MAX_WINDOW_MS = 31 * 24 * 60 * 60_000;

/**
 * `/api/operator/sportsbook/*` of the embedded vendors: the alerts (a rollback's player debt,
 * reconciliation mismatches) and their acknowledgement, the players' debts, and a reconciliation
 * run on demand. Acknowledging and reconciling are audited.
 */
export const sportsbookOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRoute", documentOperatorPermission);
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/sportsbook/alerts",
    {
      onRequest: requireOperator("sportsbook.read"),
      schema: {
        tags: ["operator"],
        summary: "Sportsbook alerts, newest first: player debts and reconciliation mismatches",
        description:
          "`kind`: player_debt (a rollback took the player below zero), missing_ours (the vendor has a bet we " +
          "never booked), missing_theirs (we hold a bet the vendor does not list), differs (stake, status or paid " +
          "amount differ). `acknowledged=false` lists those still to look at.",
        querystring: operatorSportsbookAlertsQuery,
        response: { 200: operatorSportsbookAlertsPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => listAlerts(db, request.query),
  );

  app.post(
    "/operator/sportsbook/alerts/:id/acknowledge",
    {
      onRequest: requireOperator("sportsbook.reconcile"),
      schema: {
        tags: ["operator"],
        summary: "Acknowledge a sportsbook alert, with an optional note (audited)",
        description: "404 for an unknown alert, 409 when it is already acknowledged.",
        params: operatorSportsbookAlertParams,
        body: acknowledgeSportsbookAlertBody,
        response: {
          200: operatorSportsbookAlert,
          404: errorBody,
          409: errorBody,
          422: validationErrorBody,
          ...signedOut,
        },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const note = request.body.note;
      return acknowledgeAlert(
        db,
        { id: request.params.id, operatorId: operator.id, note, now: app.clock() },
        (tx, alert) =>
          writeAuditEntry(tx, {
            operatorId: operator.id,
            action: "sportsbook.alert_acknowledged",
            target: { type: "sportsbook_alert", id: alert.id },
            details: { kind: alert.kind, vendor: alert.vendor, player_id: alert.playerId, note: note || null },
            ip: request.clientIp,
          }),
      );
    },
  );

  app.get(
    "/operator/sportsbook/debts",
    {
      onRequest: requireOperator("sportsbook.read"),
      schema: {
        tags: ["operator"],
        summary: "What players owe after a sportsbook rollback took them below zero, largest first",
        response: { 200: operatorSportsbookDebts, ...signedOut },
      },
    },
    async () => listPlayerDebts(db),
  );

  app.post(
    "/operator/sportsbook/reconciliations",
    {
      onRequest: requireOperator("sportsbook.reconcile"),
      schema: {
        tags: ["operator"],
        summary: "Reconcile our sportsbook bets with the vendor's list for a window (audited)",
        description:
          "Compares the bets placed in [since, until) (at most 31 days) and alerts each new mismatch. 422 on " +
          "`until` for an empty or too long window; 409 when no bet list is connected for the vendor (Betby's " +
          "report API is not integrated yet).",
        body: sportsbookReconciliationBody,
        response: { 200: sportsbookReconciliation, 409: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const since = new Date(request.body.since);
      const until = new Date(request.body.until);
      const span = until.getTime() - since.getTime();
      if (span <= 0 || span > MAX_WINDOW_MS) {
        throw new AppError("validation_failed", undefined, {
          fields: { until: ["must be after since, at most 31 days later"] },
        });
      }
      const vendor = request.body.vendor;
      const source = getBetListSource(db, vendor);
      if (!source) throw new AppError("conflict", `No bet list is connected for ${vendor}`);
      const result = await reconcileSportsbook(db, { vendor, source, since, until, now: app.clock() });
      await writeAuditEntry(db, {
        operatorId: operator.id,
        action: "sportsbook.reconciled",
        target: { type: "sportsbook_vendor", id: vendor },
        details: {
          since: result.since,
          until: result.until,
          mismatches: result.mismatches,
          alerts: result.alerts_created,
        },
        ip: request.clientIp,
      });
      return result;
    },
  );
};
