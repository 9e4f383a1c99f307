import type {
  BookEventStatus,
  FieldErrors,
  OperatorBookCompetitionBody,
  OperatorBookEvent,
  OperatorBookEventBody,
  OperatorBookEventPatch,
  OperatorBookMarket,
  OperatorBookMarketBody,
  OperatorBookMarketPatch,
  OperatorBookSelectionPatch,
  OperatorBookSettings,
  OperatorBookSport,
  OperatorBookSportBody,
} from "@croupier/contract";
import { rational } from "@croupier/contract/odds";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { isRealCurrency } from "../../currencies/repository.ts";
import type { Db, Tx } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AuditAction } from "../../operators/audit-log.ts";
import { operatorNames } from "../../operators/staff-repository.ts";
import { eventHeads, eventHeadView } from "./catalogue.ts";
import { fractionText, parseTraderPrice, priceOf, priceText } from "./prices.ts";
import {
  sportsbookBookBets,
  sportsbookBookLegs,
  sportsbookBookSettings,
  sportsbookCompetitions,
  sportsbookEvents,
  sportsbookLiability,
  sportsbookMarkets,
  sportsbookPriceHistory,
  sportsbookSelections,
  sportsbookSports,
} from "./schema.ts";
import { settleMarketIn } from "./settlement.ts";
import { competitionsOf, loadMarkets, type MarketRow, type SelectionRow, selectionView } from "./views.ts";

// What traders do in the back office: sports, competitions, events, markets and prices; every
// change is written to the audit log in its own transaction, and every price set (the first one
// too) is kept in the price history. Results and resettles are settlement.ts's.

/** Writes the audit entry of a change, in the change's transaction (given by the route). */
export type AuditWriter = (
  tx: Tx,
  action: AuditAction,
  target: { type: string; id: number },
  details: Record<string, unknown>,
) => Promise<void>;

export interface TradeContext {
  operatorId: number | null;
  audit: AuditWriter;
  now: Date;
}

const invalid = (fields: FieldErrors) => new AppError("validation_failed", undefined, { fields });

// ---- Sports and competitions ------------------------------------------------------------------

export async function listOperatorSports(db: Db): Promise<OperatorBookSport[]> {
  const sports = await db
    .select()
    .from(sportsbookSports)
    .orderBy(asc(sportsbookSports.position), asc(sportsbookSports.id));
  const competitions = await db
    .select({
      competition: sportsbookCompetitions,
      events: sql<number>`(select count(*) from sportsbook_events e where e.competition_id = ${sportsbookCompetitions.id} and e.status = 'scheduled')::int`,
    })
    .from(sportsbookCompetitions)
    .orderBy(asc(sportsbookCompetitions.position), asc(sportsbookCompetitions.id));
  return sports.map((sport) => ({
    id: sport.id,
    name: sport.name,
    slug: sport.slug,
    active: sport.active,
    position: sport.position,
    competitions: competitionsOf(sport.id, competitions, (competition) => ({
      active: competition.active,
      position: competition.position,
    })),
  }));
}

export async function saveSport(
  db: Db,
  id: number | null,
  body: Partial<OperatorBookSportBody>,
  context: TradeContext,
): Promise<OperatorBookSport> {
  const saved = await db.transaction(async (tx) => {
    if (body.slug !== undefined) {
      const [taken] = await tx.select().from(sportsbookSports).where(eq(sportsbookSports.slug, body.slug));
      if (taken && taken.id !== id) throw invalid({ slug: ["This slug is taken"] });
    }
    let row: typeof sportsbookSports.$inferSelect | undefined;
    if (id === null) {
      [row] = await tx
        .insert(sportsbookSports)
        .values(body as OperatorBookSportBody)
        .returning();
    } else {
      [row] = await tx.update(sportsbookSports).set(body).where(eq(sportsbookSports.id, id)).returning();
    }
    if (!row) throw new AppError("not_found", "Sport not found");
    await context.audit(
      tx,
      id === null ? "sportsbook.sport_created" : "sportsbook.sport_updated",
      {
        type: "sportsbook_sport",
        id: row.id,
      },
      { changes: body },
    );
    return row;
  });
  const sport = (await listOperatorSports(db)).find((entry) => entry.id === saved.id);
  if (!sport) throw new AppError("not_found", "Sport not found");
  return sport;
}

export async function saveCompetition(
  db: Db,
  id: number | null,
  body: Partial<OperatorBookCompetitionBody>,
  context: TradeContext,
): Promise<OperatorBookSport> {
  const sportId = await db.transaction(async (tx) => {
    let sportId = body.sport_id;
    if (id !== null) {
      const [current] = await tx.select().from(sportsbookCompetitions).where(eq(sportsbookCompetitions.id, id));
      if (!current) throw new AppError("not_found", "Competition not found");
      sportId = current.sportId;
    } else {
      const [sport] = await tx
        .select()
        .from(sportsbookSports)
        .where(eq(sportsbookSports.id, sportId ?? 0));
      if (!sport) throw invalid({ sport_id: ["No such sport"] });
    }
    if (body.slug !== undefined) {
      const [taken] = await tx
        .select()
        .from(sportsbookCompetitions)
        .where(and(eq(sportsbookCompetitions.sportId, sportId ?? 0), eq(sportsbookCompetitions.slug, body.slug)));
      if (taken && taken.id !== id) throw invalid({ slug: ["This slug is taken in the sport"] });
    }
    const { sport_id: _sport, ...fields } = body;
    let row: typeof sportsbookCompetitions.$inferSelect | undefined;
    if (id === null) {
      [row] = await tx
        .insert(sportsbookCompetitions)
        .values({ ...(fields as Omit<OperatorBookCompetitionBody, "sport_id">), sportId: sportId as number })
        .returning();
    } else {
      [row] = await tx.update(sportsbookCompetitions).set(fields).where(eq(sportsbookCompetitions.id, id)).returning();
    }
    if (!row) throw new AppError("not_found", "Competition not found");
    await context.audit(
      tx,
      id === null ? "sportsbook.competition_created" : "sportsbook.competition_updated",
      {
        type: "sportsbook_competition",
        id: row.id,
      },
      { changes: body },
    );
    return row.sportId;
  });
  const sport = (await listOperatorSports(db)).find((entry) => entry.id === sportId);
  if (!sport) throw new AppError("not_found", "Sport not found");
  return sport;
}

// ---- Events ---------------------------------------------------------------------------------

async function operatorEventHead(db: Db | Tx, eventId: number) {
  const [head] = await eventHeads(db, eq(sportsbookEvents.id, eventId));
  return head ?? null;
}

async function openBetCounts(db: Db | Tx, where: ReturnType<typeof eq>, key: "eventId" | "marketId") {
  const column = key === "eventId" ? sportsbookBookLegs.eventId : sportsbookBookLegs.marketId;
  const rows = await db
    .select({ id: column, bets: sql<number>`count(distinct ${sportsbookBookLegs.betId})::int` })
    .from(sportsbookBookLegs)
    .innerJoin(sportsbookBookBets, eq(sportsbookBookBets.id, sportsbookBookLegs.betId))
    .where(and(where, isNull(sportsbookBookBets.settledAt)))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.id), Number(row.bets)]));
}

/**
 * A page of events by start time, filtered by sport, competition, status and a start window
 * [from, to): one query, each row with its counts (markets, unsettled markets, open bets) and the
 * total (a window count; a page past the end counts apart).
 */
export async function listOperatorEvents(
  db: Db,
  query: {
    sport_id?: number;
    competition_id?: number;
    status?: BookEventStatus;
    from?: string;
    to?: string;
    page: number;
    per_page: number;
  },
  now: Date,
) {
  const where = and(
    query.sport_id ? eq(sportsbookCompetitions.sportId, query.sport_id) : undefined,
    query.competition_id ? eq(sportsbookEvents.competitionId, query.competition_id) : undefined,
    query.status ? eq(sportsbookEvents.status, query.status) : undefined,
    query.from ? gte(sportsbookEvents.startAt, new Date(query.from)) : undefined,
    query.to ? lt(sportsbookEvents.startAt, new Date(query.to)) : undefined,
  );
  const rows = await db
    .select({
      event: sportsbookEvents,
      sport: { id: sportsbookSports.id, name: sportsbookSports.name, slug: sportsbookSports.slug },
      competition: {
        id: sportsbookCompetitions.id,
        name: sportsbookCompetitions.name,
        slug: sportsbookCompetitions.slug,
      },
      markets: sql<number>`(select count(*) from sportsbook_markets m where m.event_id = ${sportsbookEvents.id})::int`,
      unsettled: sql<number>`(select count(*) from sportsbook_markets m where m.event_id = ${sportsbookEvents.id} and m.status in ('open', 'suspended'))::int`,
      openBets: sql<number>`(select count(distinct l.bet_id) from sportsbook_book_legs l join sportsbook_book_bets b on b.id = l.bet_id where l.event_id = ${sportsbookEvents.id} and b.settled_at is null)::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(sportsbookEvents)
    .innerJoin(sportsbookCompetitions, eq(sportsbookCompetitions.id, sportsbookEvents.competitionId))
    .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookCompetitions.sportId))
    .where(where)
    .orderBy(asc(sportsbookEvents.startAt), asc(sportsbookEvents.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ total: count() })
      .from(sportsbookEvents)
      .innerJoin(sportsbookCompetitions, eq(sportsbookCompetitions.id, sportsbookEvents.competitionId))
      .where(where);
    total = counted?.total ?? 0;
  }
  return {
    data: rows.map((row) => ({
      ...eventHeadView(row, now, Number(row.markets)),
      open_bets: Number(row.openBets),
      unsettled_markets: Number(row.unsettled),
    })),
    pagination: { page: query.page, per_page: query.per_page, total_count: Number(total) },
  };
}

export async function showOperatorEvent(db: Db | Tx, id: number, now: Date): Promise<OperatorBookEvent> {
  const head = await operatorEventHead(db, id);
  if (!head) throw new AppError("not_found", "Event not found");
  const list = (await loadMarkets(db, [id])).get(id) ?? [];
  const openByMarket = await openBetCounts(db, eq(sportsbookBookLegs.eventId, id), "marketId");
  const liabilities = await liabilityOf(
    db,
    list.flatMap((entry) => entry.selections.map((selection) => selection.id)),
  );
  const markets = list.map((entry) => operatorMarketView(entry.market, entry.selections, liabilities, openByMarket));
  return {
    ...eventHeadView(head, now, list.length),
    open_bets: (await openBetCounts(db, eq(sportsbookBookLegs.eventId, id), "eventId")).get(id) ?? 0,
    unsettled_markets: list.filter((entry) => entry.market.status === "open" || entry.market.status === "suspended")
      .length,
    markets,
  };
}

async function liabilityOf(db: Db | Tx, selectionIds: number[]) {
  const byId = new Map<number, OperatorBookMarket["selections"][number]["liability"]>();
  if (selectionIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(sportsbookLiability)
    .where(inArray(sportsbookLiability.selectionId, selectionIds))
    .orderBy(asc(sportsbookLiability.currency));
  for (const row of rows) {
    byId.set(row.selectionId, [
      ...(byId.get(row.selectionId) ?? []),
      {
        currency: row.currency,
        stake_cents: Number(row.stake),
        potential_return_cents: Number(row.potentialReturn),
        bets: row.bets,
      },
    ]);
  }
  return byId;
}

function operatorMarketView(
  market: MarketRow,
  selections: SelectionRow[],
  liabilities: Map<number, OperatorBookMarket["selections"][number]["liability"]>,
  openBets: Map<number, number>,
): OperatorBookMarket {
  return {
    id: market.id,
    event_id: market.eventId,
    type: market.type,
    name: market.name,
    line: market.line,
    status: market.status,
    main: market.main,
    position: market.position,
    selections: selections.map((selection) => ({
      ...selectionView(selection),
      position: selection.position,
      liability: liabilities.get(selection.id) ?? [],
    })),
    open_bets: openBets.get(market.id) ?? 0,
    settled_at: market.settledAt?.toISOString() ?? null,
  };
}

function eventName(body: { home?: string | null; away?: string | null; name?: string | null }): string | null {
  if (body.name) return body.name;
  if (body.home && body.away) return `${body.home} v ${body.away}`;
  return null;
}

export async function createEvent(db: Db, body: OperatorBookEventBody, context: TradeContext) {
  const id = await db.transaction(async (tx) => {
    const [competition] = await tx
      .select()
      .from(sportsbookCompetitions)
      .where(eq(sportsbookCompetitions.id, body.competition_id));
    const fields: FieldErrors = {};
    if (!competition) fields.competition_id = ["No such competition"];
    const name = eventName(body);
    if (!name) fields.name = ["Give home and away, or a name"];
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const [row] = await tx
      .insert(sportsbookEvents)
      .values({
        competitionId: body.competition_id,
        name: name as string,
        home: body.home,
        away: body.away,
        startAt: new Date(body.start_at),
        status: body.status,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning({ id: sportsbookEvents.id });
    if (!row) throw new Error("event not stored");
    await context.audit(tx, "sportsbook.event_created", { type: "sportsbook_event", id: row.id }, { changes: body });
    return row.id;
  });
  return showOperatorEvent(db, id, context.now);
}

/** Edits an event; `cancelled` voids every market not settled yet (stakes back). */
export async function updateEvent(db: Db, id: number, body: OperatorBookEventPatch, context: TradeContext) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, id)).for("update");
    if (!current) throw new AppError("not_found", "Event not found");
    const merged = { home: current.home, away: current.away, name: null as string | null, ...body };
    const name =
      body.name !== undefined || body.home !== undefined || body.away !== undefined ? eventName(merged) : current.name;
    if (!name) throw invalid({ name: ["Give home and away, or a name"] });
    await tx
      .update(sportsbookEvents)
      .set({
        name,
        home: merged.home,
        away: merged.away,
        ...(body.start_at ? { startAt: new Date(body.start_at) } : {}),
        ...(body.status ? { status: body.status } : {}),
        updatedAt: context.now,
      })
      .where(eq(sportsbookEvents.id, id));
    if (body.status === "cancelled" && current.status !== "cancelled") {
      const markets = await tx
        .select()
        .from(sportsbookMarkets)
        .where(and(eq(sportsbookMarkets.eventId, id), inArray(sportsbookMarkets.status, ["open", "suspended"])));
      for (const market of markets) {
        const selections = await tx
          .select({ id: sportsbookSelections.id })
          .from(sportsbookSelections)
          .where(eq(sportsbookSelections.marketId, market.id));
        if (selections.length === 0) continue;
        await settleMarketIn(tx, {
          marketId: market.id,
          results: selections.map((selection) => ({ selectionId: selection.id, result: "void", deadHeat: null })),
          resettle: false,
          now: context.now,
        });
      }
    }
    await context.audit(tx, "sportsbook.event_updated", { type: "sportsbook_event", id }, { changes: body });
  });
  return showOperatorEvent(db, id, context.now);
}

// ---- Markets and prices ---------------------------------------------------------------------

async function insertSelection(
  tx: Tx,
  marketId: number,
  input: { name: string; price?: string; price_fractional?: string; position?: number },
  position: number,
  path: string,
  context: TradeContext,
): Promise<number> {
  const price = parseTraderPrice(input);
  if (!price) throw invalid({ [`${path}.price`]: ["A price above 1: decimal (2.375) or fractional (10/11)"] });
  const [row] = await tx
    .insert(sportsbookSelections)
    .values({
      marketId,
      name: input.name,
      priceNum: price.n,
      priceDen: price.d,
      position: input.position ?? position,
      updatedAt: context.now,
    })
    .returning({ id: sportsbookSelections.id });
  if (!row) throw new Error("selection not stored");
  await tx.insert(sportsbookPriceHistory).values({
    selectionId: row.id,
    priceNum: price.n,
    priceDen: price.d,
    operatorId: context.operatorId,
    createdAt: context.now,
  });
  return row.id;
}

export async function createMarket(db: Db, body: OperatorBookMarketBody, context: TradeContext) {
  const eventId = await db.transaction(async (tx) => {
    const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, body.event_id));
    if (!event) throw invalid({ event_id: ["No such event"] });
    const [market] = await tx
      .insert(sportsbookMarkets)
      .values({
        eventId: body.event_id,
        type: body.type,
        name: body.name,
        line: body.line,
        status: body.status,
        main: body.main,
        position: body.position,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning({ id: sportsbookMarkets.id });
    if (!market) throw new Error("market not stored");
    if (body.main) await onlyMain(tx, body.event_id, market.id);
    for (const [index, selection] of body.selections.entries()) {
      await insertSelection(tx, market.id, selection, index, `selections.${index}`, context);
    }
    await context.audit(
      tx,
      "sportsbook.market_created",
      { type: "sportsbook_market", id: market.id },
      {
        changes: body,
      },
    );
    return body.event_id;
  });
  return showOperatorEvent(db, eventId, context.now);
}

/** One main market per event. */
async function onlyMain(tx: Tx, eventId: number, marketId: number) {
  await tx
    .update(sportsbookMarkets)
    .set({ main: false })
    .where(and(eq(sportsbookMarkets.eventId, eventId), ne(sportsbookMarkets.id, marketId)));
}

async function lockMarket(tx: Tx, id: number) {
  const [market] = await tx.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, id)).for("update");
  if (!market) throw new AppError("not_found", "Market not found");
  return market;
}

export async function updateMarket(db: Db, id: number, body: OperatorBookMarketPatch, context: TradeContext) {
  const eventId = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, id);
    if (body.status && (market.status === "settled" || market.status === "void")) {
      throw invalid({ status: ["The market is settled: resettle it to change its results"] });
    }
    await tx
      .update(sportsbookMarkets)
      .set({ ...body, updatedAt: context.now })
      .where(eq(sportsbookMarkets.id, id));
    if (body.main) await onlyMain(tx, market.eventId, id);
    await context.audit(tx, "sportsbook.market_updated", { type: "sportsbook_market", id }, { changes: body });
    return market.eventId;
  });
  return showOperatorEvent(db, eventId, context.now);
}

export async function addSelection(
  db: Db,
  marketId: number,
  body: { name: string; price?: string; price_fractional?: string; position?: number },
  context: TradeContext,
) {
  const eventId = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.status === "settled" || market.status === "void") throw invalid({ name: ["The market is settled"] });
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(sportsbookSelections)
      .where(eq(sportsbookSelections.marketId, marketId));
    const id = await insertSelection(tx, marketId, body, Number(total), "", context);
    await context.audit(tx, "sportsbook.selection_created", { type: "sportsbook_selection", id }, { changes: body });
    return market.eventId;
  });
  return showOperatorEvent(db, eventId, context.now);
}

/** A new price (kept in the history), name, position, or withdraw/restore; under the market's lock. */
export async function updateSelection(db: Db, id: number, body: OperatorBookSelectionPatch, context: TradeContext) {
  const eventId = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(sportsbookSelections).where(eq(sportsbookSelections.id, id));
    if (!found) throw new AppError("not_found", "Selection not found");
    const market = await lockMarket(tx, found.marketId);
    const priced = body.price !== undefined || body.price_fractional !== undefined;
    const price = priced ? parseTraderPrice(body) : null;
    if (priced && !price) throw invalid({ price: ["A price above 1: decimal (2.375) or fractional (10/11)"] });
    const before = priceOf(found);
    await tx
      .update(sportsbookSelections)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(price ? { priceNum: price.n, priceDen: price.d } : {}),
        updatedAt: context.now,
      })
      .where(eq(sportsbookSelections.id, id));
    if (price && (price.n !== before.n || price.d !== before.d)) {
      await tx.insert(sportsbookPriceHistory).values({
        selectionId: id,
        priceNum: price.n,
        priceDen: price.d,
        operatorId: context.operatorId,
        createdAt: context.now,
      });
    }
    await context.audit(
      tx,
      "sportsbook.selection_updated",
      { type: "sportsbook_selection", id },
      {
        changes: body,
        ...(price ? { price_before: priceText(before), price_after: priceText(price) } : {}),
      },
    );
    return market.eventId;
  });
  return showOperatorEvent(db, eventId, context.now);
}

export async function priceHistory(db: Db, selectionId: number) {
  const [selection] = await db.select().from(sportsbookSelections).where(eq(sportsbookSelections.id, selectionId));
  if (!selection) throw new AppError("not_found", "Selection not found");
  const rows = await db
    .select()
    .from(sportsbookPriceHistory)
    .where(eq(sportsbookPriceHistory.selectionId, selectionId))
    .orderBy(desc(sportsbookPriceHistory.id));
  const operatorIds = [...new Set(rows.flatMap((row) => (row.operatorId === null ? [] : [row.operatorId])))];
  const names = await operatorNames(db, operatorIds);
  return rows.map((row) => {
    const price = rational(row.priceNum, row.priceDen);
    return {
      price: priceText(price),
      price_fraction: fractionText(price),
      operator_id: row.operatorId,
      operator_name: row.operatorId === null ? null : (names.get(row.operatorId) ?? null),
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function marketEventId(db: Db, marketId: number): Promise<number> {
  const [market] = await db.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, marketId));
  if (!market) throw new AppError("not_found", "Market not found");
  return market.eventId;
}

export async function operatorMarket(db: Db, marketId: number, now: Date): Promise<OperatorBookMarket> {
  const event = await showOperatorEvent(db, await marketEventId(db, marketId), now);
  const market = event.markets.find((entry) => entry.id === marketId);
  if (!market) throw new AppError("not_found", "Market not found");
  return market;
}

// ---- Settings ---------------------------------------------------------------------------------

export async function readSettings(db: Db): Promise<OperatorBookSettings> {
  const rows = await db.select().from(sportsbookBookSettings).orderBy(asc(sportsbookBookSettings.currency));
  return {
    currencies: rows.map((row) => ({
      currency: row.currency,
      min_stake_cents: Number(row.minStake),
      max_stake_cents: Number(row.maxStake),
      max_event_stake_cents: Number(row.maxEventStake),
      max_payout_cents: Number(row.maxPayout),
      liability_limit_cents: Number(row.liabilityLimit),
    })),
  };
}

/** Replaces the settings of the currencies given (others stay); bets placed keep the cap they were placed under. */
export async function writeSettings(db: Db, body: OperatorBookSettings, context: TradeContext) {
  await db.transaction(async (tx) => {
    const fields: FieldErrors = {};
    for (const [index, row] of body.currencies.entries()) {
      if (row.min_stake_cents < 1) fields[`currencies.${index}.min_stake_cents`] = ["At least one minor unit"];
      if (row.max_stake_cents < row.min_stake_cents) {
        fields[`currencies.${index}.max_stake_cents`] = ["At least the minimum stake"];
      }
      if (row.max_event_stake_cents < row.min_stake_cents) {
        fields[`currencies.${index}.max_event_stake_cents`] = ["At least the minimum stake"];
      }
      if (row.liability_limit_cents < 1) fields[`currencies.${index}.liability_limit_cents`] = ["Above zero"];
      if (!(await isRealCurrency(tx, row.currency))) {
        fields[`currencies.${index}.currency`] = ["Not a real-money currency of the casino"];
      }
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
    for (const row of body.currencies) {
      const values = {
        minStake: BigInt(row.min_stake_cents),
        maxStake: BigInt(row.max_stake_cents),
        maxEventStake: BigInt(row.max_event_stake_cents),
        maxPayout: BigInt(row.max_payout_cents),
        liabilityLimit: BigInt(row.liability_limit_cents),
        updatedAt: context.now,
      };
      await tx
        .insert(sportsbookBookSettings)
        .values({ currency: row.currency, ...values })
        .onConflictDoUpdate({ target: sportsbookBookSettings.currency, set: values });
    }
    await context.audit(
      tx,
      "sportsbook.settings_updated",
      { type: "sportsbook_settings", id: 0 },
      {
        currencies: body.currencies,
      },
    );
  });
  return readSettings(db);
}
