import type { BookBet, BookBetStatus, BookEventStatus, BookMarket, BookSelection } from "@croupier/contract";
import { betReturn, formatRational, type LegResult, type Rational, rational } from "@croupier/contract/odds";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { fractionText, priceOf, priceText } from "./prices.ts";
import {
  type sportsbookBookBets,
  sportsbookBookLegs,
  type sportsbookCompetitions,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
} from "./schema.ts";

// Rows → the contract's shapes (the player's and the traders' answers share them).

export type SelectionRow = typeof sportsbookSelections.$inferSelect;
export type MarketRow = typeof sportsbookMarkets.$inferSelect;
export type EventRow = typeof sportsbookEvents.$inferSelect;
export type BookBetRow = typeof sportsbookBookBets.$inferSelect;
export type LegRow = typeof sportsbookBookLegs.$inferSelect;
export type CompetitionRow = typeof sportsbookCompetitions.$inferSelect;

/**
 * The sport's competitions among `rows` (in their order) as the API shows them, with their count
 * of events, and what `extra` adds (the traders' view: active, position).
 */
export function competitionsOf<Extra extends object>(
  sportId: number,
  rows: readonly { competition: CompetitionRow; events: number | string }[],
  extra: (competition: CompetitionRow) => Extra,
) {
  return rows
    .filter((row) => row.competition.sportId === sportId)
    .map(({ competition, events }) => ({
      id: competition.id,
      sport_id: competition.sportId,
      name: competition.name,
      slug: competition.slug,
      region: competition.region,
      event_count: Number(events),
      ...extra(competition),
    }));
}

const factorOf = (num: bigint | null, den: bigint | null): Rational | null =>
  num !== null && den !== null ? rational(num, den) : null;

export function selectionView(row: SelectionRow): BookSelection {
  const factor = factorOf(row.deadHeatNum, row.deadHeatDen);
  return {
    id: row.id,
    market_id: row.marketId,
    name: row.name,
    price: priceText(priceOf(row)),
    price_fraction: fractionText(priceOf(row)),
    active: row.active,
    result: row.result ?? null,
    dead_heat_factor: factor ? fractionText(factor) : null,
  };
}

export function marketView(row: MarketRow, selections: SelectionRow[]): BookMarket {
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    name: row.name,
    line: row.line,
    status: row.status,
    main: row.main,
    position: row.position,
    selections: selections.map(selectionView),
  };
}

/** Whether bets are taken on the event at `now`: scheduled and not yet started. */
export const eventBettable = (event: { status: BookEventStatus; startAt: Date }, now: Date) =>
  event.status === "scheduled" && event.startAt.getTime() > now.getTime();

/** The markets of these events with their selections, in position order. */
export async function loadMarkets(
  db: Executor,
  eventIds: number[],
): Promise<Map<number, { market: MarketRow; selections: SelectionRow[] }[]>> {
  const byEvent = new Map<number, { market: MarketRow; selections: SelectionRow[] }[]>();
  if (eventIds.length === 0) return byEvent;
  const markets = await db
    .select()
    .from(sportsbookMarkets)
    .where(inArray(sportsbookMarkets.eventId, eventIds))
    .orderBy(asc(sportsbookMarkets.position), asc(sportsbookMarkets.id));
  const selections =
    markets.length === 0
      ? []
      : await db
          .select()
          .from(sportsbookSelections)
          .where(
            inArray(
              sportsbookSelections.marketId,
              markets.map((market) => market.id),
            ),
          )
          .orderBy(asc(sportsbookSelections.position), asc(sportsbookSelections.id));
  const byMarket = new Map<number, SelectionRow[]>();
  for (const selection of selections) {
    byMarket.set(selection.marketId, [...(byMarket.get(selection.marketId) ?? []), selection]);
  }
  for (const market of markets) {
    const list = byEvent.get(market.eventId) ?? [];
    list.push({ market, selections: byMarket.get(market.id) ?? [] });
    byEvent.set(market.eventId, list);
  }
  return byEvent;
}

/** A leg's result for the maths (null while unsettled). */
export function legResult(leg: LegRow): LegResult | null {
  const price = priceOf(leg);
  if (!leg.result) return null;
  if (leg.result === "dead_heat") {
    return { result: "dead_heat", price, deadHeat: factorOf(leg.deadHeatNum, leg.deadHeatDen) ?? rational(1n) };
  }
  return { result: leg.result, price };
}

/** What a bet would return with every leg won, capped by the bet's maximum payout. */
export function potentialReturn(stake: bigint, legs: { priceNum: bigint; priceDen: bigint }[], maxPayout: bigint) {
  return betReturn(
    stake,
    legs.map((leg) => ({ result: "won" as const, price: priceOf(leg) })),
    maxPayout,
  );
}

/** The bets with their legs and the names the legs were on, in the contract's shape. */
export async function betViews(db: Executor, bets: BookBetRow[]): Promise<BookBet[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .select({
      leg: sportsbookBookLegs,
      selectionName: sportsbookSelections.name,
      marketName: sportsbookMarkets.name,
      eventName: sportsbookEvents.name,
      startAt: sportsbookEvents.startAt,
    })
    .from(sportsbookBookLegs)
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBookLegs.selectionId))
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookBookLegs.marketId))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookBookLegs.eventId))
    .where(
      inArray(
        sportsbookBookLegs.betId,
        bets.map((bet) => bet.id),
      ),
    )
    .orderBy(asc(sportsbookBookLegs.id));
  return bets.map((bet) => {
    const own = legs.filter((row) => row.leg.betId === bet.id);
    const total = rational(bet.totalNum, bet.totalDen);
    return {
      id: bet.id,
      type: own.length > 1 ? "accumulator" : "single",
      status: bet.status as BookBetStatus,
      currency: bet.currency,
      stake_cents: Number(bet.stake),
      total_price: formatRational(total, 2),
      total_price_fraction: fractionText(total),
      potential_return_cents: Number(bet.potentialReturn),
      max_payout_applied: bet.capped,
      return_cents: bet.returnAmount === null ? null : Number(bet.returnAmount),
      placed_at: bet.createdAt.toISOString(),
      settled_at: bet.settledAt?.toISOString() ?? null,
      legs: own.map((row) => {
        const factor = factorOf(row.leg.deadHeatNum, row.leg.deadHeatDen);
        return {
          selection_id: row.leg.selectionId,
          selection_name: row.selectionName,
          market_id: row.leg.marketId,
          market_name: row.marketName,
          event_id: row.leg.eventId,
          event_name: row.eventName,
          start_at: row.startAt.toISOString(),
          price: priceText(priceOf(row.leg)),
          price_fraction: fractionText(priceOf(row.leg)),
          result: row.leg.result ?? null,
          dead_heat_factor: factor ? fractionText(factor) : null,
        };
      }),
    };
  });
}
