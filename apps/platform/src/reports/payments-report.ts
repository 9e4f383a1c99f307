import type { Readable } from "node:stream";
import type {
  PaymentsReport,
  PaymentsReportQuery,
  PaymentsReportRow,
} from "@croupier/contract/schemas/operator-reports";
import { toCentsNumber } from "../currencies/amounts.ts";
import { listPlayMoneyCodes } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { sumPayments } from "../payments/report-reads.ts";
import { reportCsvStream } from "./csv-stream.ts";
import { reportPeriod } from "./period.ts";

// Deposits and withdrawals per day (or over the period), currency, method and direction, from the
// payments module (payments/report-reads.ts): succeeded counts and sums, what still waits, what
// failed or was canceled. The succeeded sums equal the ledger's deposit and payout postings on the
// clearing account over the same days (the dashboard's deposits and withdrawals). Play money is
// left out.

export const PAYMENTS_CSV_HEADER = [
  "day",
  "currency",
  "method",
  "direction",
  "succeeded_count",
  "succeeded_cents",
  "pending_count",
  "pending_cents",
  "failed_count",
  "canceled_count",
];

export async function readPaymentsReport(db: Executor, query: PaymentsReportQuery, now: Date): Promise<PaymentsReport> {
  const period = reportPeriod(query, now);
  const [totals, playMoney] = await Promise.all([
    sumPayments(db, { ...period, currency: query.currency }, query.group),
    listPlayMoneyCodes(db),
  ]);
  const data: PaymentsReportRow[] = totals
    .filter((row) => !playMoney.has(row.currency))
    .map((row) => ({
      day: row.day,
      currency: row.currency,
      method: row.methodId,
      direction: row.direction,
      succeeded_count: row.succeededCount,
      succeeded_cents: toCentsNumber(row.succeededCents),
      pending_count: row.pendingCount,
      pending_cents: toCentsNumber(row.pendingCents),
      failed_count: row.failedCount,
      canceled_count: row.canceledCount,
    }));
  return { from: period.days[0], to: period.days[1], group: query.group, data };
}

/** The report as CSV, streamed (see reportCsvStream). */
export function paymentsCsvStream(report: Promise<PaymentsReport>, chunkRows = 500): Readable {
  return reportCsvStream(
    PAYMENTS_CSV_HEADER,
    report,
    (row: PaymentsReport["data"][number]) => [
      row.day,
      row.currency,
      row.method,
      row.direction,
      row.succeeded_count,
      row.succeeded_cents,
      row.pending_count,
      row.pending_cents,
      row.failed_count,
      row.canceled_count,
    ],
    chunkRows,
  );
}
