import type { Readable } from "node:stream";
import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  dashboard,
  dashboardQuery,
  ggrReport,
  ggrReportQuery,
  harmMarkers,
  paymentsReport,
  paymentsReportQuery,
} from "@croupier/contract/schemas/operator-reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requireOperator } from "../operators/operator-sessions.ts";
import { documentOperatorPermission } from "../operators/route-permissions.ts";
import { readDashboard } from "./dashboard.ts";
import { ggrCsvStream, readGgrReport } from "./ggr-report.ts";
import {
  CANCELLATIONS_MIN,
  FREQUENCY_FACTOR,
  FREQUENCY_MIN_DEPOSITS,
  HARM_MARKERS_MAX_PLAYERS,
  PAYMENT_METHODS_MIN,
  readHarmMarkers,
  SIZE_FACTOR,
} from "./harm-markers.ts";
import { paymentsCsvStream, readPaymentsReport } from "./payments-report.ts";

// `/api/operator/dashboard` and `/api/operator/reports/*`: read-only figures for the back office,
// each read through the module that owns the data (reports/ has no table of its own). Like every
// operator route: its permission published in the OpenAPI document, its answers never cached.

const signedOut = { 401: errorBody, 403: errorBody };
const ggrDescription =
  "`from`, `to`: UTC days, both included (default: the 30 days to today; at most 366 days); `group`: " +
  "game (its id, `provider/slug`), provider or day (default); `currency`: one code, else every currency. " +
  "Bets and wins of real and bonus money, rolled-back moves left out; RTP = wins / bets in per cent; " +
  "rounds with a bet. By day, bonus cost (promotional money given less bonus money forfeited or expired, " +
  "from the ledger as on the dashboard) and NGR (GGR − bonus cost); null by game or provider. Play money is left out.";
const paymentsDescription =
  "`from`, `to`: UTC days, both included (default: the 30 days to today; at most 366 days); `group`: day " +
  "(default: per day, currency, method and direction) or method (over the whole period); `currency`: one " +
  "code, else every currency. A payment counts on the day it was decided, or asked for while it waits. " +
  "Succeeded: deposits credited, withdrawals paid out; pending: waiting or a payout under way; failed: " +
  "declined or rejected; canceled: canceled or recalled by the player. No fees are recorded. Play money is left out.";

export const operatorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["operator"];
  // Before the routes: each one's permission goes into the OpenAPI document.
  app.addHook("onRoute", documentOperatorPermission);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/operator/dashboard",
    {
      onRequest: requireOperator("dashboard.read"),
      schema: {
        tags,
        summary: "The dashboard: money in and out, GGR, NGR and players per currency, and what waits",
        description:
          "`period`: today (since 00:00 UTC, default), 7d or 30d (the last 7 or 30 days). From the ledger: " +
          "deposits credited, withdrawals paid out, GGR (bets − wins), bonus cost (promotional money given " +
          "less bonus money forfeited or expired), NGR (GGR − bonus cost). Active players placed a bet; new " +
          "players signed up with the currency. Play money is left out.",
        querystring: dashboardQuery,
        response: { 200: dashboard, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => readDashboard(db, request.query.period, app.clock()),
  );

  /**
   * A report's two routes: its figures as JSON, and the same figures as a CSV download named after
   * the report, its grouping and today's date. The CSV is a stream sent as it is read (chunked),
   * never serialized: the typed reply knows only JSON bodies, hence the cast.
   */
  function reportRoutes<Query extends z.ZodType<{ group: string }>, Report>(report: {
    name: string;
    summary: string;
    csvSummary: string;
    description: string;
    /** What the CSV description adds: its columns and the formula guard. */
    csvDescription: string;
    query: Query;
    body: z.ZodType;
    read: (query: z.infer<Query>, now: Date) => Promise<Report>;
    csv: (report: Promise<Report>) => Readable;
  }) {
    app.get(
      `/operator/reports/${report.name}`,
      {
        onRequest: requireOperator("reports.read"),
        schema: {
          tags,
          summary: report.summary,
          description: report.description,
          querystring: report.query,
          response: { 200: report.body, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request) => report.read(request.query as z.infer<Query>, app.clock()),
    );
    app.get(
      `/operator/reports/${report.name}.csv`,
      {
        onRequest: requireOperator("reports.read"),
        schema: {
          tags,
          summary: report.csvSummary,
          description: `${report.description} ${report.csvDescription}`,
          querystring: report.query,
          response: { 422: validationErrorBody, ...signedOut },
        },
      },
      async (request, reply) => {
        const query = request.query as z.infer<Query>;
        const now = app.clock();
        reply
          .type("text/csv; charset=utf-8")
          .header(
            "content-disposition",
            `attachment; filename="${report.name}-by-${query.group}-${now.toISOString().slice(0, 10)}.csv"`,
          );
        return reply.send(report.csv(report.read(query, now)) as unknown as { error: string });
      },
    );
  }

  reportRoutes({
    name: "ggr",
    summary: "GGR, RTP and rounds per game, provider or day and currency",
    csvSummary: "The GGR report as CSV (streamed)",
    description: ggrDescription,
    csvDescription:
      "Columns: key, currency, bets_cents, wins_cents, ggr_cents, rtp_percent, rounds, " +
      "bonus_cost_cents, ngr_cents (empty by game or provider). " +
      "Text cells that a spreadsheet would run as a formula start with an apostrophe.",
    query: ggrReportQuery,
    body: ggrReport,
    read: (query, now) => readGgrReport(db, query, now),
    csv: ggrCsvStream,
  });

  reportRoutes({
    name: "payments",
    summary: "Deposits and withdrawals per day, currency and method: counts, sums, pending and failed",
    csvSummary: "The payments report as CSV (streamed)",
    description: paymentsDescription,
    csvDescription:
      "Columns: day (empty by method), currency, method, direction, succeeded_count, " +
      "succeeded_cents, pending_count, pending_cents, failed_count, canceled_count. Text cells that a " +
      "spreadsheet would run as a formula start with an apostrophe.",
    query: paymentsReportQuery,
    body: paymentsReport,
    read: (query, now) => readPaymentsReport(db, query, now),
    csv: paymentsCsvStream,
  });

  app.get(
    "/operator/reports/harm_markers",
    {
      onRequest: requireOperator("harm_markers.read"),
      schema: {
        tags,
        summary: "Players showing markers of harm in their payments, with the figures (compliance)",
        description:
          "The last 7 days against the 30 before them. `deposit_frequency_spike`: at least " +
          `${FREQUENCY_MIN_DEPOSITS} deposits in 7 days and at least ${FREQUENCY_FACTOR}× the weekly average ` +
          `before; \`deposit_size_spike\`: a deposit of the 7 days at least ${SIZE_FACTOR}× the average ` +
          `deposit before; \`repeated_withdrawal_cancellations\`: at least ${CANCELLATIONS_MIN} withdrawals ` +
          `the player recalled in the 37 days; \`many_payment_methods\`: at least ${PAYMENT_METHODS_MIN} ` +
          `methods or withdrawal destinations in the 37 days. At most ${HARM_MARKERS_MAX_PLAYERS} players, most markers first.`,
        response: { 200: harmMarkers, ...signedOut },
      },
    },
    async () => readHarmMarkers(db, app.clock()),
  );
};
