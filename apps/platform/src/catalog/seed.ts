import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { listCurrencies } from "../currencies/repository.ts";
import type { Tx } from "../db/database.ts";
import { addProviders, connectProvider } from "../provider-wallet/repository.ts";
import type { SeedStep } from "../seed/run-seeds.ts";
import { type DemoGame, generateDemoCatalog, STUDIO_PROVIDER_ID } from "./demo/generate.ts";
import { DEMO_PROVIDERS } from "./demo/providers.ts";
import { UNITS_PER_EURO } from "./euro-rates.ts";

// The demo catalog: about 40 providers, the studio connected at /studio, and its 12
// titles plus ~5,300 invented games. Runs once per install (named steps), after the accounts'
// currencies and the provider wallet's studio provider. Every test file's database carries it, so the
// games go in with one statement: the rows travel as one JSON document, and PostgreSQL unpacks
// them and fans each game out to its currencies itself.

export const catalogSeeds: SeedStep[] = [
  {
    name: "catalog.providers.v1",
    run: async (tx) => {
      // Not connected (launch_url null): each gets its own random secret for when it is.
      await addProviders(
        tx,
        DEMO_PROVIDERS.map((provider, index) => ({
          id: provider.id,
          name: provider.name,
          secret: randomBytes(32).toString("hex"),
          sortOrder: index + 1,
        })),
      );
    },
  },
  {
    // The studio's games open on the site's own /studio route (apps/web/app/routes/studio-game.tsx).
    name: "catalog.studio-launch.v1",
    run: async (tx) => {
      await connectProvider(tx, STUDIO_PROVIDER_ID, "/studio", 0);
    },
  },
  {
    name: "catalog.games.v1",
    run: async (tx) => {
      const rows = await listCurrencies(tx);
      if (rows.length === 0) return false;
      const games = generateDemoCatalog(rows.map((row) => row.code));
      const subunits = new Map(rows.map((row) => [row.code, row.subunits_to_unit]));
      await insertGames(tx, games, subunits);
    },
  },
];

async function insertGames(tx: Tx, games: readonly DemoGame[], subunits: ReadonlyMap<string, number>) {
  const document = games.map((game, n) => ({
    n,
    provider_id: game.providerId,
    slug: game.slug,
    title: game.title,
    categories: game.categories,
    devices: game.devices,
    lines: game.lines,
    ways: game.ways,
    volatility_rating: game.volatilityRating,
    hit_rate: game.hitRate,
    payout: game.payout,
    popularity: game.popularity,
    released_at: game.releasedAt,
    studio_title: game.studioTitle,
    currencies: game.currencies,
    jackpots: game.currencies.map((code) => jackpotIn(game.jackpotEurCents, code, subunits)),
  }));
  // PostgreSQL's advice for bulk loads ("Populating a Database"): checking 70,000 foreign keys
  // one row at a time costs more than the insert itself, so the two keys of game_currencies are
  // dropped for the load and added back in the same transaction (one validating join each).
  await tx.execute(sql`set local work_mem = '32MB'`);
  await tx.execute(sql`alter table game_currencies
    drop constraint game_currencies_game_id_games_id_fk,
    drop constraint game_currencies_currency_currencies_code_fk`);
  // ORDER BY n in both inserts: ids follow the generator's order, so every install numbers alike.
  await tx.execute(sql`
    with rows as (
      select * from jsonb_to_recordset(${JSON.stringify(document)}::jsonb) as x(
        n int, provider_id text, slug text, title text, categories text[], devices text[], lines int, ways int,
        volatility_rating text, hit_rate text, payout text, popularity int, released_at date, studio_title text,
        currencies text[], jackpots bigint[])
    ), inserted as (
      insert into games (identifier, provider_id, slug, title, categories, devices, lines, ways, volatility_rating,
                         hit_rate, payout, popularity, released_at, studio_title)
      select provider_id || '/' || slug, provider_id, slug, title, categories, devices, lines, ways, volatility_rating,
             hit_rate, payout, popularity, released_at, studio_title
        from rows order by n
      returning id, identifier
    )
    insert into game_currencies (game_id, currency, jackpot)
    select inserted.id, offer.currency, offer.jackpot
      from rows
      join inserted on inserted.identifier = rows.provider_id || '/' || rows.slug
      cross join lateral unnest(rows.currencies, rows.jackpots) with ordinality as offer(currency, jackpot, k)
     order by rows.n, offer.k`);
  // The same definitions as migration 0007.
  await tx.execute(sql`alter table game_currencies
    add constraint game_currencies_game_id_games_id_fk
      foreign key (game_id) references games(id) on delete cascade on update no action,
    add constraint game_currencies_currency_currencies_code_fk
      foreign key (currency) references currencies(code) on delete no action on update no action`);
}

/** A jackpot of `eurCents` in `code`'s minor units (none for play money or non-jackpot games). */
function jackpotIn(eurCents: number | null, code: string, subunits: ReadonlyMap<string, number>): number | null {
  const rate = UNITS_PER_EURO[code];
  if (eurCents === null || rate === undefined) return null;
  return Math.round((eurCents / 100) * rate * (subunits.get(code) ?? 100));
}
