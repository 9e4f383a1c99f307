import { Readable } from "node:stream";
import type { GgrReport, GgrReportQuery, GgrReportRow } from "@croupier/contract/schemas/operator-reports";
import { toCentsNumber } from "../currencies/amounts.ts";
import { listPlayMoneyCodes } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { sumPlayByGroup } from "../provider-wallet/report-reads.ts";
import { csvRow } from "../statements/csv.ts";
import { reportPeriod } from "./period.ts";

// GGR, RTP and rounds per game, provider or day and currency, from the wallet's record of play
// (provider-wallet/report-reads.ts); its sums equal the ledger's bet, win and rollback postings on
// the house accounts over the same days. Play money is left out.

export const GGR_CSV_HEADER = ["key", "currency", "bets_cents", "wins_cents", "ggr_cents", "rtp_percent", "rounds"];

export async function readGgrReport(db: Executor, query: GgrReportQuery, now: Date): Promise<GgrReport> {
  const period = reportPeriod(query, now);
  const [totals, playMoney] = await Promise.all([
    sumPlayByGroup(db, { ...period, currency: query.currency }, query.group),
    listPlayMoneyCodes(db),
  ]);
  const data: GgrReportRow[] = totals
    .filter((row) => !playMoney.has(row.currency))
    .map((row) => ({
      key: row.key,
      currency: row.currency,
      bets_cents: toCentsNumber(row.bets),
      wins_cents: toCentsNumber(row.wins),
      ggr_cents: toCentsNumber(row.bets - row.wins),
      rtp_percent: row.bets === 0n ? null : Number((row.wins * 10_000n) / row.bets) / 100,
      rounds: row.rounds,
    }));
  return { from: period.days[0], to: period.days[1], group: query.group, data };
}

/**
 * The report as CSV (RFC 4180, CRLF), streamed a chunk of rows at a time. Cells go through the
 * statement's csvCell, so a key a spreadsheet would run as a formula (a game id starting with =)
 * gets its leading apostrophe.
 */
export function ggrCsvStream(report: Promise<GgrReport>, chunkRows = 500): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield csvRow(GGR_CSV_HEADER);
    const { data } = await report;
    for (let start = 0; start < data.length; start += chunkRows) {
      yield data
        .slice(start, start + chunkRows)
        .map((row) =>
          csvRow([
            row.key,
            row.currency,
            row.bets_cents,
            row.wins_cents,
            row.ggr_cents,
            row.rtp_percent === null ? null : row.rtp_percent.toFixed(2),
            row.rounds,
          ]),
        )
        .join("");
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
