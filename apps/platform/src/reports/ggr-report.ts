import type { Readable } from "node:stream";
import type { GgrReport, GgrReportQuery, GgrReportRow } from "@croupier/contract/schemas/operator-reports";
import { toCentsNumber } from "../currencies/amounts.ts";
import { listPlayMoneyCodes } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { sumSystemLegsByDay } from "../ledger/report-reads.ts";
import { sumPlayByGroup } from "../provider-wallet/report-reads.ts";
import { reportCsvStream } from "./csv-stream.ts";
import { reportPeriod } from "./period.ts";

// GGR, RTP and rounds per game, provider or day and currency, from the wallet's record of play
// (provider-wallet/report-reads.ts); its sums equal the ledger's bet, win and rollback postings on
// the house accounts over the same days. By day, the bonus cost and NGR come from the ledger's
// bonus account as on the dashboard (promotional money given less bonus money taken back), a day
// with a bonus but no play getting a row of its own; by game or provider they are null: no bonus
// belongs to one game. Play money is left out.

export const GGR_CSV_HEADER = [
  "key",
  "currency",
  "bets_cents",
  "wins_cents",
  "ggr_cents",
  "rtp_percent",
  "rounds",
  "bonus_cost_cents",
  "ngr_cents",
];

/** Per `day currency`, the bonus account's legs negated: what promotions cost that day. */
async function bonusCostByDay(db: Executor, period: Parameters<typeof sumSystemLegsByDay>[1]) {
  const costs = new Map<string, { day: string; currency: string; cost: bigint }>();
  for (const leg of await sumSystemLegsByDay(db, period, ["bonus"])) {
    const key = `${leg.day} ${leg.currency}`;
    const row = costs.get(key) ?? { day: leg.day, currency: leg.currency, cost: 0n };
    row.cost -= leg.total;
    costs.set(key, row);
  }
  return costs;
}

export async function readGgrReport(db: Executor, query: GgrReportQuery, now: Date): Promise<GgrReport> {
  const period = reportPeriod(query, now);
  const filter = { ...period, currency: query.currency };
  const byDay = query.group === "day";
  const [totals, costs, playMoney] = await Promise.all([
    sumPlayByGroup(db, filter, query.group),
    byDay ? bonusCostByDay(db, filter) : Promise.resolve(new Map<string, never>()),
    listPlayMoneyCodes(db),
  ]);
  const rows = totals.map((row) => ({
    ...row,
    cost: byDay ? (costs.get(`${row.key} ${row.currency}`)?.cost ?? 0n) : null,
  }));
  // Days with a bonus cost and no play.
  const played = new Set(totals.map((row) => `${row.key} ${row.currency}`));
  for (const [key, cost] of costs) {
    if (!played.has(key))
      rows.push({ key: cost.day, currency: cost.currency, bets: 0n, wins: 0n, rounds: 0, cost: cost.cost });
  }
  if (rows.length > totals.length)
    rows.sort((a, b) => (a.key === b.key ? cmp(a.currency, b.currency) : cmp(a.key, b.key)));
  const data: GgrReportRow[] = rows
    .filter((row) => !playMoney.has(row.currency))
    .map((row) => ({
      key: row.key,
      currency: row.currency,
      bets_cents: toCentsNumber(row.bets),
      wins_cents: toCentsNumber(row.wins),
      ggr_cents: toCentsNumber(row.bets - row.wins),
      rtp_percent: row.bets === 0n ? null : Number((row.wins * 10_000n) / row.bets) / 100,
      rounds: row.rounds,
      bonus_cost_cents: row.cost === null ? null : toCentsNumber(row.cost),
      ngr_cents: row.cost === null ? null : toCentsNumber(row.bets - row.wins - row.cost),
    }));
  return { from: period.days[0], to: period.days[1], group: query.group, data };
}

/** Byte order, as the database's `order by` of ASCII keys (never the locale's). */
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The report as CSV, streamed (see reportCsvStream). */
export function ggrCsvStream(report: Promise<GgrReport>, chunkRows = 500): Readable {
  return reportCsvStream(
    GGR_CSV_HEADER,
    report,
    (row: GgrReportRow) => [
      row.key,
      row.currency,
      row.bets_cents,
      row.wins_cents,
      row.ggr_cents,
      row.rtp_percent === null ? null : row.rtp_percent.toFixed(2),
      row.rounds,
      row.bonus_cost_cents,
      row.ngr_cents,
    ],
    chunkRows,
  );
}
