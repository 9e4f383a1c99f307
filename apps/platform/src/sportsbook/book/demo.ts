import { createHash, createHmac, randomBytes } from "node:crypto";
import { parseDecimal } from "@croupier/contract/odds";
import { and, asc, count, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database.ts";
import type { SeedStep } from "../../seed/run-seeds.ts";
import {
  type DemoDraw,
  sportsbookBookSettings,
  sportsbookCompetitions,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookPriceHistory,
  sportsbookSelections,
  sportsbookSports,
} from "./schema.ts";
import { type MarketResult, settleMarketIn } from "./settlement.ts";

// The demo's own book: fictional leagues and teams with upcoming fixtures and prices, and the demo
// results job that settles them from a verifiable draw. Each fixture commits to a secret seed by
// its SHA-256 (public from creation, GET /api/sportsbook/events); at the draw the seed is revealed
// with the score: each side's goals are the Poisson(rate) quantile of u = the first 8 bytes of
// HMAC-SHA256(seed, "<event id>:home" | ":away") / 2^64, so anyone can recompute the result. The
// prices come from the same rates with a 6 % margin. The job is off in production (config).

const HOUR_MS = 60 * 60 * 1000;
/** A demo match lasts this long after its start before the draw settles it. */
export const DEMO_MATCH_MS = 2 * HOUR_MS;
/** Upcoming demo fixtures kept per league. */
const UPCOMING_PER_LEAGUE = 6;
const MARGIN = 1.06;
const MAX_GOALS = 10;

interface League {
  slug: string;
  name: string;
  region: string;
  /** Team name and strength (expected goals against an average side at home). */
  teams: [string, number][];
}

const LEAGUES: League[] = [
  {
    slug: "northland-premier",
    name: "Northland Premier League",
    region: "Northland",
    teams: [
      ["Harbour City", 1.9],
      ["Ironvale United", 1.6],
      ["Redmoor Rovers", 1.4],
      ["Kestrel Town", 1.3],
      ["Glenford Athletic", 1.15],
      ["Saltmarsh FC", 1.0],
      ["Bramblewick", 0.9],
      ["Ashcombe Wanderers", 0.8],
    ],
  },
  {
    slug: "southern-coast-league",
    name: "Southern Coast League",
    region: "Coastlands",
    teams: [
      ["Port Solano", 1.8],
      ["Costa Brava Mar", 1.5],
      ["Lagoon Rangers", 1.35],
      ["Sunreef United", 1.2],
      ["Cabo Verde Norte", 1.05],
      ["Palmera CF", 0.95],
    ],
  },
  {
    slug: "continental-cup",
    name: "Continental Cup",
    region: "International",
    teams: [
      ["Harbour City", 1.9],
      ["Port Solano", 1.8],
      ["Ironvale United", 1.6],
      ["Costa Brava Mar", 1.5],
    ],
  },
];

/** The demo's settings: stakes €0.10–€1,000 (and alike), €2,000 per event, winnings capped at €100,000. */
const DEMO_SETTINGS_CURRENCIES = ["EUR", "USD", "CAD", "AUD", "NZD", "PLN", "BRL"];

function poisson(rate: number, k: number): number {
  let p = Math.exp(-rate);
  for (let i = 1; i <= k; i += 1) p *= rate / i;
  return p;
}

/** The least k with u < P(X ≤ k), X ~ Poisson(rate), at most MAX_GOALS. */
export function poissonQuantile(rate: number, u: number): number {
  let cumulative = 0;
  for (let k = 0; k < MAX_GOALS; k += 1) {
    cumulative += poisson(rate, k);
    if (u < cumulative) return k;
  }
  return MAX_GOALS;
}

/** u in [0, 1) from HMAC-SHA256(seed, message): its first 8 bytes as an integer / 2^64. */
export function drawUniform(seed: string, message: string): number {
  const digest = createHmac("sha256", seed).update(message).digest();
  return Number(digest.readBigUInt64BE(0)) / 2 ** 64;
}

/** The demo draw's score of event `eventId` (what GET /api/sportsbook/events documents). */
export function drawScore(seed: string, eventId: number, homeRate: number, awayRate: number) {
  return {
    home: poissonQuantile(homeRate, drawUniform(seed, `${eventId}:home`)),
    away: poissonQuantile(awayRate, drawUniform(seed, `${eventId}:away`)),
  };
}

const priceOf = (probability: number) => {
  const price = Math.max(1.01, Math.min(100, 1 / (probability * MARGIN)));
  return price.toFixed(2);
};

/** Probabilities of home win, draw, away win, over 2.5 goals and both teams scoring. */
function probabilities(homeRate: number, awayRate: number) {
  let home = 0;
  let draw = 0;
  let away = 0;
  let under = 0;
  for (let h = 0; h <= MAX_GOALS; h += 1) {
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = poisson(homeRate, h) * poisson(awayRate, a);
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
      if (h + a <= 2) under += p;
    }
  }
  const both = (1 - Math.exp(-homeRate)) * (1 - Math.exp(-awayRate));
  return { home, draw, away, over: 1 - under, under, both, notBoth: 1 - both };
}

async function insertMarket(
  tx: Tx,
  eventId: number,
  market: {
    type: "match_result" | "total" | "both_teams_to_score";
    name: string;
    line: string | null;
    position: number;
  },
  selections: [string, string][],
  now: Date,
) {
  const [row] = await tx
    .insert(sportsbookMarkets)
    .values({ eventId, ...market, main: market.type === "match_result", createdAt: now, updatedAt: now })
    .returning({ id: sportsbookMarkets.id });
  if (!row) throw new Error("demo market not stored");
  for (const [index, [name, text]] of selections.entries()) {
    const price = parseDecimal(text);
    const [selection] = await tx
      .insert(sportsbookSelections)
      .values({ marketId: row.id, name, priceNum: price.n, priceDen: price.d, position: index, updatedAt: now })
      .returning({ id: sportsbookSelections.id });
    if (selection) {
      await tx
        .insert(sportsbookPriceHistory)
        .values({ selectionId: selection.id, priceNum: price.n, priceDen: price.d, createdAt: now });
    }
  }
}

/** One demo fixture with its committed draw and three priced markets. */
export async function createDemoFixture(
  tx: Tx,
  competitionId: number,
  home: [string, number],
  away: [string, number],
  startAt: Date,
  now: Date,
): Promise<number> {
  // Home advantage: the home side scores a little more, the away side a little less.
  const homeRate = Math.round(home[1] * 1.1 * (1.3 / (away[1] + 0.3)) * 100) / 100;
  const awayRate = Math.round(away[1] * 0.9 * (1.3 / (home[1] + 0.3)) * 100) / 100;
  const secret = randomBytes(32).toString("hex");
  const draw: DemoDraw & { secret: string } = {
    seed_hash: createHash("sha256").update(secret).digest("hex"),
    seed: null,
    home_rate: homeRate,
    away_rate: awayRate,
    score: null,
    secret,
  };
  const [event] = await tx
    .insert(sportsbookEvents)
    .values({
      competitionId,
      name: `${home[0]} v ${away[0]}`,
      home: home[0],
      away: away[0],
      startAt,
      demoDraw: draw,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: sportsbookEvents.id });
  if (!event) throw new Error("demo event not stored");
  const p = probabilities(homeRate, awayRate);
  await insertMarket(
    tx,
    event.id,
    { type: "match_result", name: "Match result", line: null, position: 0 },
    [
      [home[0], priceOf(p.home)],
      ["Draw", priceOf(p.draw)],
      [away[0], priceOf(p.away)],
    ],
    now,
  );
  await insertMarket(
    tx,
    event.id,
    { type: "total", name: "Total goals", line: "2.5", position: 1 },
    [
      ["Over 2.5", priceOf(p.over)],
      ["Under 2.5", priceOf(p.under)],
    ],
    now,
  );
  await insertMarket(
    tx,
    event.id,
    { type: "both_teams_to_score", name: "Both teams to score", line: null, position: 2 },
    [
      ["Yes", priceOf(p.both)],
      ["No", priceOf(p.notBoth)],
    ],
    now,
  );
  return event.id;
}

/** Tops every demo league up to UPCOMING_PER_LEAGUE fixtures that take bets; one node at a time. */
export async function ensureDemoFixtures(tx: Tx, now: Date, random: () => number = Math.random): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sportsbook_demo_fixtures'))`);
  let created = 0;
  for (const league of LEAGUES) {
    const [competition] = await tx
      .select({ id: sportsbookCompetitions.id })
      .from(sportsbookCompetitions)
      .where(eq(sportsbookCompetitions.slug, league.slug));
    if (!competition) continue;
    const [{ upcoming } = { upcoming: 0 }] = await tx
      .select({ upcoming: count() })
      .from(sportsbookEvents)
      .where(
        and(
          eq(sportsbookEvents.competitionId, competition.id),
          eq(sportsbookEvents.status, "scheduled"),
          gt(sportsbookEvents.startAt, now),
          isNotNull(sportsbookEvents.demoDraw),
        ),
      );
    const [latest] = await tx
      .select({ startAt: sportsbookEvents.startAt })
      .from(sportsbookEvents)
      .where(eq(sportsbookEvents.competitionId, competition.id))
      .orderBy(sql`${sportsbookEvents.startAt} desc`)
      .limit(1);
    // Kick-offs every 1–4 hours after the latest one (or from the next half hour).
    let start = Math.max(latest?.startAt.getTime() ?? 0, Math.ceil(now.getTime() / (HOUR_MS / 2)) * (HOUR_MS / 2));
    for (let index = Number(upcoming); index < UPCOMING_PER_LEAGUE; index += 1) {
      start += HOUR_MS * (1 + Math.floor(random() * 4));
      const [homeIndex, awayIndex] = pickPair(league.teams.length, random);
      await createDemoFixture(
        tx,
        competition.id,
        league.teams[homeIndex] as [string, number],
        league.teams[awayIndex] as [string, number],
        new Date(start),
        now,
      );
      created += 1;
    }
  }
  return created;
}

function pickPair(size: number, random: () => number): [number, number] {
  const home = Math.floor(random() * size);
  const away = (home + 1 + Math.floor(random() * (size - 1))) % size;
  return [home, away];
}

/** The demo book on a fresh install: the sport, leagues, fixtures and the settings per currency. */
export const bookSeeds: SeedStep[] = [
  {
    name: "sportsbook.book.demo.v1",
    run: async (tx) => {
      const now = new Date();
      await tx
        .insert(sportsbookBookSettings)
        .values(
          DEMO_SETTINGS_CURRENCIES.map((currency) => ({
            currency,
            minStake: 10n,
            maxStake: 100_000n,
            maxEventStake: 200_000n,
            maxPayout: 10_000_000n,
            liabilityLimit: 5_000_000n,
          })),
        )
        .onConflictDoNothing();
      const [sport] = await tx
        .insert(sportsbookSports)
        .values({ name: "Football", slug: "football", position: 0 })
        .onConflictDoNothing()
        .returning({ id: sportsbookSports.id });
      if (!sport) return;
      for (const [position, league] of LEAGUES.entries()) {
        await tx
          .insert(sportsbookCompetitions)
          .values({ sportId: sport.id, name: league.name, slug: league.slug, region: league.region, position })
          .onConflictDoNothing();
      }
      // A first fixture a few minutes from now, so the demo results job settles something soon.
      const [first] = await tx
        .select({ id: sportsbookCompetitions.id })
        .from(sportsbookCompetitions)
        .where(eq(sportsbookCompetitions.slug, LEAGUES[0]?.slug ?? ""));
      if (first && LEAGUES[0]) {
        await createDemoFixture(
          tx,
          first.id,
          LEAGUES[0].teams[0] as [string, number],
          LEAGUES[0].teams[1] as [string, number],
          new Date(now.getTime() + 10 * 60_000),
          now,
        );
      }
      await ensureDemoFixtures(tx, now);
    },
  },
];

export interface DemoRunResult {
  started: number;
  settled: number;
  created: number;
}

/**
 * The demo results job: demo fixtures past their start are `started`; those past the match's
 * length are drawn (seed revealed, score stored), every market still open is settled from the
 * score, and the fixture is `finished`; then every league is topped up with new fixtures. Each
 * fixture is claimed under its row lock, skipping one another node holds, and re-checked, so two
 * nodes never settle one twice.
 */
export async function runDemoResults(db: Db, now: Date): Promise<DemoRunResult> {
  const result: DemoRunResult = { started: 0, settled: 0, created: 0 };
  const started = await db
    .update(sportsbookEvents)
    .set({ status: "started", updatedAt: now })
    .where(
      and(
        eq(sportsbookEvents.status, "scheduled"),
        lte(sportsbookEvents.startAt, now),
        isNotNull(sportsbookEvents.demoDraw),
      ),
    )
    .returning({ id: sportsbookEvents.id });
  result.started = started.length;
  for (;;) {
    const settled = await db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(sportsbookEvents)
        .where(
          and(
            eq(sportsbookEvents.status, "started"),
            lte(sportsbookEvents.startAt, new Date(now.getTime() - DEMO_MATCH_MS)),
            isNotNull(sportsbookEvents.demoDraw),
          ),
        )
        .orderBy(asc(sportsbookEvents.startAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!event?.demoDraw?.secret) return false;
      await settleDemoEvent(tx, event as typeof event & { demoDraw: DemoDraw & { secret: string } }, now);
      return true;
    });
    if (!settled) break;
    result.settled += 1;
  }
  result.created = await db.transaction((tx) => ensureDemoFixtures(tx, now));
  return result;
}

async function settleDemoEvent(
  tx: Tx,
  event: typeof sportsbookEvents.$inferSelect & { demoDraw: DemoDraw & { secret: string } },
  now: Date,
) {
  const draw = event.demoDraw;
  const score = drawScore(draw.secret, event.id, draw.home_rate, draw.away_rate);
  const markets = await tx
    .select()
    .from(sportsbookMarkets)
    .where(eq(sportsbookMarkets.eventId, event.id))
    .orderBy(asc(sportsbookMarkets.id));
  for (const market of markets) {
    if (market.status === "settled" || market.status === "void") continue;
    const selections = await tx
      .select()
      .from(sportsbookSelections)
      .where(eq(sportsbookSelections.marketId, market.id))
      .orderBy(asc(sportsbookSelections.position), asc(sportsbookSelections.id));
    const winners = winningPositions(market.type, market.line, score);
    const results: MarketResult[] = selections.map((selection, index) => ({
      selectionId: selection.id,
      result: winners === null ? "void" : winners.includes(index) ? "won" : "lost",
      deadHeat: null,
    }));
    if (results.length > 0) await settleMarketIn(tx, { marketId: market.id, results, resettle: false, now });
  }
  const { secret: _secret, ...published } = draw;
  await tx
    .update(sportsbookEvents)
    .set({ status: "finished", demoDraw: { ...published, seed: draw.secret, score }, updatedAt: now })
    .where(eq(sportsbookEvents.id, event.id));
}

/** The winning selection positions of a demo market for the score (null: the market is void). */
function winningPositions(type: string, line: string | null, score: { home: number; away: number }): number[] | null {
  const total = score.home + score.away;
  switch (type) {
    case "match_result":
      return [score.home > score.away ? 0 : score.home === score.away ? 1 : 2];
    case "total":
      return line === null ? null : [total > Number(line) ? 0 : 1];
    case "both_teams_to_score":
      return [score.home > 0 && score.away > 0 ? 0 : 1];
    default:
      return null;
  }
}
