import { gameThumbnailPath, type Winner } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { gamePagePath } from "./catalog-views.ts";
import { UNITS_PER_EURO } from "./euro-rates.ts";
import { humanizeMoney } from "./humanize-money.ts";

// GET /api/stats/winners/latest and /top: real settled rounds that paid something, on catalog
// games. A winner is shown by nickname, else a masked e-mail ("jo***"): never the whole address.

const LIMIT = 20;
const TOP_WINDOW_DAYS = 30;

interface WinnerRow {
  round_id: string;
  finished_at: Date | string;
  currency: string;
  total_bet: string;
  total_win: string;
  identifier: string;
  title: string;
  game_currency_id: string;
  nickname: string | null;
  email: string;
  symbol: string;
  subunits_to_unit: number;
}

export function listLatestWinners(db: Executor): Promise<Winner[]> {
  return queryWinners(db, sql`true`, sql`r.updated_at desc, r.id desc`);
}

/** The biggest wins of the last 30 days (in one currency, or all ranked by their euro value). */
export function listTopWinners(db: Executor, now: Date, currency?: string): Promise<Winner[]> {
  const since = new Date(now.getTime() - TOP_WINDOW_DAYS * 86_400_000).toISOString();
  const filter = currency
    ? sql`r.updated_at >= ${since}::timestamptz and r.currency = ${currency}`
    : sql`r.updated_at >= ${since}::timestamptz`;
  const rates = Object.entries(UNITS_PER_EURO).map(([code, rate]) => sql`(${code}, ${rate}::float8)`);
  const euroValue = sql`r.total_win::float8 / c.subunits_to_unit
    / coalesce((select rate from (values ${sql.join(rates, sql`, `)}) as rates(code, rate) where rates.code = r.currency), 1)`;
  return queryWinners(db, filter, sql`${euroValue} desc, r.id desc`);
}

async function queryWinners(db: Executor, filter: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  const result = await db.execute(sql`
    select r.id::text as round_id, r.updated_at as finished_at, r.currency, r.total_bet::text, r.total_win::text,
           g.identifier, g.title, gc.id::text as game_currency_id, u.nickname, u.email, c.symbol, c.subunits_to_unit
      from game_rounds r
      join game_sessions s on s.id = r.session_id
      join games g on g.identifier = s.game_id
      join game_currencies gc on gc.game_id = g.id and gc.currency = r.currency
      join users u on u.id = r.player_id
      join currencies c on c.code = r.currency
     where r.closed and r.total_win > 0 and not c.play_money and ${filter}
     order by ${order}
     limit ${LIMIT}`);
  return rowsOf<WinnerRow>(result).map(toWinner);
}

function toWinner(row: WinnerRow): Winner {
  const win = BigInt(row.total_win);
  return {
    at: Math.floor(new Date(row.finished_at).getTime() / 1000),
    nickname: displayName(row.nickname, row.email),
    currency: row.currency,
    game_identifier: row.identifier,
    game_title: row.title,
    game_table_url: gamePagePath(row.identifier, Number(row.game_currency_id)),
    game_table_image_path: gameThumbnailPath(row.identifier),
    bet_amount_cents: Number(row.total_bet),
    win_amount_cents: Number(win),
    humanized_win: humanizeMoney(win, row.symbol, row.subunits_to_unit),
  };
}

/** The nickname, else the e-mail's first two characters and "***". */
export function displayName(nickname: string | null, email: string): string {
  const trimmed = nickname?.trim();
  if (trimmed) return trimmed;
  return `${email.slice(0, 2)}***`;
}
