import type {
  BookBetsPage,
  BookBetsQuery,
  BookEvent,
  BookEventSummary,
  BookEventsPage,
  BookEventsQuery,
  BookRules,
  BookSlipSelection,
  BookSport,
} from "@croupier/contract";
import { BOOK_BETS_MAX, BOOK_LEGS_MAX } from "@croupier/contract";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import {
  sportsbookBookBets,
  sportsbookBookSettings,
  sportsbookCompetitions,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
  sportsbookSports,
} from "./schema.ts";
import {
  betViews,
  competitionsOf,
  type EventRow,
  eventBettable,
  loadMarkets,
  marketView,
  selectionView,
} from "./views.ts";

// What players read of the book: the sports and competitions, the upcoming events with their main
// market, one event with all its markets, the bet slip's selections as they stand, the rules'
// limits, and the player's own bets.

/** Events that take bets at `now` (scheduled, not started) in active sports and competitions. */
const upcoming = (now: Date) =>
  and(
    eq(sportsbookEvents.status, "scheduled"),
    gt(sportsbookEvents.startAt, now),
    eq(sportsbookCompetitions.active, true),
    eq(sportsbookSports.active, true),
  );

export async function listSports(db: Executor, now: Date): Promise<BookSport[]> {
  const sports = await db
    .select()
    .from(sportsbookSports)
    .where(eq(sportsbookSports.active, true))
    .orderBy(asc(sportsbookSports.position), asc(sportsbookSports.name));
  const competitions = await db
    .select({ competition: sportsbookCompetitions, events: sql<number>`count(${sportsbookEvents.id})::int` })
    .from(sportsbookCompetitions)
    .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookCompetitions.sportId))
    .leftJoin(
      sportsbookEvents,
      and(
        eq(sportsbookEvents.competitionId, sportsbookCompetitions.id),
        eq(sportsbookEvents.status, "scheduled"),
        gt(sportsbookEvents.startAt, now),
      ),
    )
    .where(eq(sportsbookCompetitions.active, true))
    .groupBy(sportsbookCompetitions.id)
    .orderBy(asc(sportsbookCompetitions.position), asc(sportsbookCompetitions.name));
  return sports.map((sport) => ({
    id: sport.id,
    name: sport.name,
    slug: sport.slug,
    competitions: competitionsOf(sport.id, competitions, () => ({})),
  }));
}

interface EventHead {
  event: EventRow;
  sport: { id: number; name: string; slug: string };
  competition: { id: number; name: string; slug: string };
}

/** Events with their sport and competition (soonest first), for the site's and the traders' views. */
export async function eventHeads(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      event: sportsbookEvents,
      sport: { id: sportsbookSports.id, name: sportsbookSports.name, slug: sportsbookSports.slug },
      competition: {
        id: sportsbookCompetitions.id,
        name: sportsbookCompetitions.name,
        slug: sportsbookCompetitions.slug,
      },
    })
    .from(sportsbookEvents)
    .innerJoin(sportsbookCompetitions, eq(sportsbookCompetitions.id, sportsbookEvents.competitionId))
    .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookCompetitions.sportId))
    .where(where)
    .orderBy(asc(sportsbookEvents.startAt), asc(sportsbookEvents.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

async function countEvents(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sportsbookEvents)
    .innerJoin(sportsbookCompetitions, eq(sportsbookCompetitions.id, sportsbookEvents.competitionId))
    .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookCompetitions.sportId))
    .where(where);
  return Number(row?.total ?? 0);
}

/** The public fields of an event (the demo draw's secret seed never leaves before the draw). */
export function eventHeadView(head: EventHead, now: Date, marketCount: number) {
  const { event } = head;
  return {
    id: event.id,
    sport: head.sport,
    competition: head.competition,
    name: event.name,
    home: event.home,
    away: event.away,
    start_at: event.startAt.toISOString(),
    status: event.status,
    bettable: eventBettable(event, now),
    market_count: marketCount,
    demo_draw: event.demoDraw
      ? {
          seed_hash: event.demoDraw.seed_hash,
          seed: event.demoDraw.seed,
          home_rate: event.demoDraw.home_rate,
          away_rate: event.demoDraw.away_rate,
          score: event.demoDraw.score,
        }
      : null,
  };
}

export async function listUpcomingEvents(db: Executor, query: BookEventsQuery, now: Date): Promise<BookEventsPage> {
  const where = and(
    upcoming(now),
    query.sport_id ? eq(sportsbookSports.id, query.sport_id) : undefined,
    query.competition_id ? eq(sportsbookCompetitions.id, query.competition_id) : undefined,
  );
  const heads = await eventHeads(db, where, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const markets = await loadMarkets(
    db,
    heads.map((head) => head.event.id),
  );
  const data: BookEventSummary[] = heads.map((head) => {
    const list = markets.get(head.event.id) ?? [];
    const main =
      list.find((entry) => entry.market.main && isLive(entry.market.status)) ??
      list.find((entry) => isLive(entry.market.status));
    return {
      ...eventHeadView(head, now, list.length),
      main_market: main ? marketView(main.market, main.selections) : null,
    };
  });
  return {
    data,
    pagination: { page: query.page, per_page: query.per_page, total_count: await countEvents(db, where) },
  };
}

const isLive = (status: string) => status === "open" || status === "suspended";

export async function showEvent(db: Executor, id: number, now: Date): Promise<BookEvent> {
  const [head] = await eventHeads(
    db,
    and(eq(sportsbookEvents.id, id), eq(sportsbookCompetitions.active, true), eq(sportsbookSports.active, true)),
  );
  if (!head) throw new AppError("not_found", "Event not found");
  const list = (await loadMarkets(db, [id])).get(id) ?? [];
  return {
    ...eventHeadView(head, now, list.length),
    markets: list.map((entry) => marketView(entry.market, entry.selections)),
  };
}

export async function listSlipSelections(db: Executor, ids: number[], now: Date): Promise<BookSlipSelection[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ selection: sportsbookSelections, market: sportsbookMarkets, event: sportsbookEvents })
    .from(sportsbookSelections)
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookMarkets.eventId))
    .where(inArray(sportsbookSelections.id, ids));
  return rows.map(({ selection, market, event }) => ({
    ...selectionView(selection),
    market_name: market.name,
    market_status: market.status,
    event_id: event.id,
    event_name: event.name,
    start_at: event.startAt.toISOString(),
    bettable: selection.active && market.status === "open" && eventBettable(event, now),
  }));
}

export async function bookRulesView(db: Executor): Promise<BookRules> {
  const rows = await db.select().from(sportsbookBookSettings).orderBy(asc(sportsbookBookSettings.currency));
  return {
    currencies: rows.map((row) => ({
      currency: row.currency,
      min_stake_cents: Number(row.minStake),
      max_stake_cents: Number(row.maxStake),
      max_event_stake_cents: Number(row.maxEventStake),
      max_payout_cents: Number(row.maxPayout),
    })),
    max_legs: BOOK_LEGS_MAX,
    max_bets: BOOK_BETS_MAX,
  };
}

export async function listPlayerBets(
  db: Executor,
  playerId: number | null,
  query: BookBetsQuery & { eventId?: number; marketId?: number },
): Promise<{ page: BookBetsPage; playerIds: Map<number, number> }> {
  const conditions: (SQL | undefined)[] = [
    playerId === null ? undefined : eq(sportsbookBookBets.playerId, playerId),
    query.status === "open" ? isNull(sportsbookBookBets.settledAt) : undefined,
    query.status === "settled" ? isNotNull(sportsbookBookBets.settledAt) : undefined,
    query.eventId
      ? sql`${sportsbookBookBets.id} in (select bet_id from sportsbook_book_legs where event_id = ${query.eventId})`
      : undefined,
    query.marketId
      ? sql`${sportsbookBookBets.id} in (select bet_id from sportsbook_book_legs where market_id = ${query.marketId})`
      : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(sportsbookBookBets)
    .where(where)
    .orderBy(desc(sportsbookBookBets.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ total: count() }).from(sportsbookBookBets).where(where);
  return {
    page: {
      data: await betViews(db, rows),
      pagination: { page: query.page, per_page: query.per_page, total_count: Number(total?.total ?? 0) },
    },
    playerIds: new Map(rows.map((row) => [row.id, row.playerId])),
  };
}
