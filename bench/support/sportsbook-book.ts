import type { Locale, OperatorBookEvent, PlaceBookBetsBody } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/platform/src/db/database.ts";
import { openPostgres } from "../../apps/platform/src/db/postgres.ts";
import { insertSession } from "../../apps/platform/src/identity/session-repository.ts";
import { createToken } from "../../apps/platform/src/identity/tokens.ts";
import { getSystemAccount, openPlayerAccount } from "../../apps/platform/src/ledger/accounts.ts";
import { checkLedger } from "../../apps/platform/src/ledger/invariants.ts";
import { postTransaction } from "../../apps/platform/src/ledger/post-transaction.ts";
import { placeSlip } from "../../apps/platform/src/sportsbook/book/placement.ts";
import { type MarketSettlement, settleMarket } from "../../apps/platform/src/sportsbook/book/settlement.ts";
import {
  createEvent,
  createMarket,
  saveCompetition,
  saveSport,
  type TradeContext,
  writeSettings,
} from "../../apps/platform/src/sportsbook/book/trading.ts";

// The book of the sportsbook bench, in the schema the bench's platform server migrated and seeded,
// built through the book's own service functions (as a trader would through the API): limits wide
// enough to refuse nothing, football fixtures tomorrow with a two-way market each, and funded EUR
// players signed in (a session row each, its cookie for the HTTP clients).

export interface BookMarket {
  id: number;
  selections: { id: number; price: string }[];
}

export interface BookPlayer {
  id: number;
  cookie: string;
}

export interface SportsbookBook {
  db: Db;
  players: BookPlayer[];
  /** A new event with one open two-way market. */
  openMarket(label: string): Promise<BookMarket>;
  /**
   * Places `count` singles on `market`'s first selection in-process, slips of `perSlip` bets,
   * `concurrency` at a time, players taken in turn from `firstPlayer` on.
   */
  placeOpenBets(
    market: BookMarket,
    count: number,
    perSlip: number,
    concurrency: number,
    firstPlayer?: number,
  ): Promise<void>;
  /** Enters the market's result (its first selection won) and settles every bet on it. */
  settle(market: BookMarket): Promise<MarketSettlement>;
  countBreaches(): Promise<number>;
  countOpenBets(): Promise<number>;
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;
const locale: Locale = "en";

export async function prepareSportsbookBook(url: URL, schema: string, playerCount: number): Promise<SportsbookBook> {
  const database = await openPostgres(url.toString(), schema);
  const db = database.db;
  const context = (): TradeContext => ({ operatorId: null, audit: async () => {}, now: new Date() });
  const wide = 1_000_000_000_000;
  await writeSettings(
    db,
    {
      currencies: [
        {
          currency: "EUR",
          min_stake_cents: 1,
          max_stake_cents: 100_000,
          max_event_stake_cents: wide,
          max_payout_cents: wide,
          liability_limit_cents: wide,
        },
      ],
    },
    context(),
  );
  const sport = await saveSport(
    db,
    null,
    { name: "Bench football", slug: "bench-football", position: 0, active: true },
    context(),
  );
  const league = await saveCompetition(
    db,
    null,
    { sport_id: sport.id, name: "Bench league", slug: "bench-league", region: "", position: 0, active: true },
    context(),
  );
  const competitionId = league.competitions.find((entry) => entry.slug === "bench-league")?.id;
  if (!competitionId) throw new Error("bench competition not created");

  await db.execute(sql`insert into users (email, password_hash, currency)
                       select 'bench-book-' || n || '@players.example', 'x', 'EUR' from generate_series(1, ${playerCount}) n`);
  const ids = (await db.execute(sql`select id from users where email like 'bench-book-%' order by id`)) as unknown as {
    rows: { id: string }[];
  };
  const clearing = await getSystemAccount(db, "clearing", "EUR");
  const players: BookPlayer[] = [];
  const now = new Date();
  for (const { id } of ids.rows) {
    const { account } = await openPlayerAccount(db, Number(id), "EUR");
    await postTransaction(db, {
      idempotencyKey: `bench-book-fund-${account.id}`,
      kind: "deposit",
      entries: [
        { account: clearing.id, amount: -1_000_000_000n },
        { account: account.id, amount: 1_000_000_000n },
      ],
    });
    const { token, hash } = createToken();
    await insertSession(db, {
      tokenHash: hash,
      userId: Number(id),
      ip: "127.0.0.1",
      userAgent: "croupier-bench",
      country: null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + DAY_MS),
    });
    players.push({ id: Number(id), cookie: `_casino_session=${token}` });
  }

  let events = 0;
  async function openMarket(label: string): Promise<BookMarket> {
    events += 1;
    const event: OperatorBookEvent = await createEvent(
      db,
      {
        competition_id: competitionId as number,
        home: `${label} home ${events}`,
        away: `${label} away ${events}`,
        name: null,
        start_at: new Date(Date.now() + DAY_MS).toISOString(),
        status: "scheduled",
      },
      context(),
    );
    const withMarket = await createMarket(
      db,
      {
        event_id: event.id,
        type: "moneyline",
        name: "Winner",
        line: null,
        status: "open",
        main: true,
        position: 0,
        selections: [
          { name: "Home", price: "1.90" },
          { name: "Away", price: "2.10" },
        ],
      },
      context(),
    );
    const market = withMarket.markets[0];
    if (!market) throw new Error("bench market not created");
    return { id: market.id, selections: market.selections.map((entry) => ({ id: entry.id, price: entry.price })) };
  }

  async function placeOpenBets(
    market: BookMarket,
    count: number,
    perSlip: number,
    concurrency: number,
    firstPlayer = 0,
  ) {
    const selection = market.selections[0];
    if (!selection) throw new Error("market without selections");
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const bets = Math.min(perSlip, count - next);
          const slip = next;
          next += bets;
          const player = players[(firstPlayer + slip / perSlip) % players.length] as BookPlayer;
          const body: PlaceBookBetsBody = {
            idempotency_key: `bench-bulk-${market.id}-${slip}`,
            currency: "EUR",
            accept_price_changes: "any",
            bets: Array.from({ length: bets }, () => ({
              selections: [{ selection_id: selection.id, price: selection.price }],
              stake_cents: 100,
            })),
          };
          await placeSlip(db, { playerId: player.id, locale, body, now: new Date() });
        }
      }),
    );
  }

  function settle(market: BookMarket) {
    const [won, ...lost] = market.selections;
    if (!won) throw new Error("market without selections");
    return settleMarket(db, {
      marketId: market.id,
      results: [
        { selectionId: won.id, result: "won", deadHeat: null },
        ...lost.map((entry) => ({ selectionId: entry.id, result: "lost" as const, deadHeat: null })),
      ],
      resettle: false,
      now: new Date(),
    });
  }

  return {
    db,
    players,
    openMarket,
    placeOpenBets,
    settle,
    countBreaches: async () => (await checkLedger(db)).breaches.length,
    countOpenBets: async () => {
      const result = (await db.execute(
        sql`select count(*) as n from sportsbook_book_bets where status = 'open'`,
      )) as unknown as { rows: { n: string }[] };
      return Number(result.rows[0]?.n ?? 0);
    },
    close: async () => {
      await db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)).catch(() => {});
      await database.close();
    },
  };
}
