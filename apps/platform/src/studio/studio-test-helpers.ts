import { DEMO_CURRENCY, STUDIO_TOKEN_HEADER, slugFromTitle } from "@croupier/contract";
import { getTitle } from "@croupier/games";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { gameCurrencies, games } from "../catalog/schema.ts";
import type { Db } from "../db/database.ts";
import { findAccount } from "../ledger/accounts.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { API_HEADERS, call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { STUDIO_PROVIDER_ID } from "./wallet-client.ts";

// Helpers of the studio and launch tests: the studio connected with a few catalog rows of its own
// (the tests do not depend on the catalog's seed), funded players, and calls with the game token.

/** The studio tests sign up many players from one address. */
const STUDIO_TEST_ENV = { SIGN_UP_RATE_LIMIT_IP: "1000" };

export interface StudioGame {
  identifier: string;
  /** Per-currency game ids. */
  eur: number;
  fun: number;
}

/**
 * A test file's database and app with the studio connected and `titleIds` listed, their games in
 * the same order; `now` is the app's clock when the test moves time.
 */
export async function startStudioApp<const T extends readonly string[]>(
  titleIds: T,
  now?: () => Date,
): Promise<{ tdb: TestDatabase; app: FastifyInstance; games: { [K in keyof T]: StudioGame } }> {
  const tdb = await createTestDatabase();
  const app = await tdb.buildApp(STUDIO_TEST_ENV, { now });
  const games: StudioGame[] = [];
  for (const titleId of titleIds) games.push(await addStudioGame(tdb.database.db, titleId));
  return { tdb, app, games: games as { [K in keyof T]: StudioGame } };
}

/** Connects the studio (launch_url /studio) and lists `titleId` in the catalog in EUR and FUN. */
async function addStudioGame(db: Db, titleId: string): Promise<StudioGame> {
  await db
    .update(gameProviders)
    .set({ launchUrl: "/studio", enabled: true })
    .where(eq(gameProviders.id, STUDIO_PROVIDER_ID));
  const title = getTitle(titleId);
  const slug = slugFromTitle(title.name);
  const identifier = `${STUDIO_PROVIDER_ID}/${slug}`;
  const [game] = await db
    .insert(games)
    .values({
      identifier,
      providerId: STUDIO_PROVIDER_ID,
      slug,
      title: title.name,
      categories: [title.category],
      devices: ["desktop", "mobile"],
      popularity: 1,
      releasedAt: "2026-11-01",
      studioTitle: title.id,
    })
    .onConflictDoUpdate({ target: games.identifier, set: { enabled: true, studioTitle: title.id } })
    .returning({ id: games.id });
  if (!game) throw new Error("game not inserted");
  const ids: Record<string, number> = {};
  for (const currency of ["EUR", DEMO_CURRENCY]) {
    await db.insert(gameCurrencies).values({ gameId: game.id, currency }).onConflictDoNothing();
    const [row] = await db
      .select({ id: gameCurrencies.id })
      .from(gameCurrencies)
      .where(sql`${gameCurrencies.gameId} = ${game.id} and ${gameCurrencies.currency} = ${currency}`);
    ids[currency] = row?.id ?? 0;
  }
  return { identifier, eur: ids.EUR ?? 0, fun: ids[DEMO_CURRENCY] ?? 0 };
}

export interface TestPlayer {
  id: number;
  cookie: string;
}

/** A signed-up player with `funds` minor units of EUR. */
export async function fundedPlayer(app: FastifyInstance, funds: bigint): Promise<TestPlayer> {
  const { id, cookie } = await signUp(app);
  const account = await findAccount(app.database.db, "player", "EUR", id);
  if (!account) throw new Error("sign-up opened no EUR account");
  if (funds > 0n) await fund(app.database.db, account, funds);
  return { id, cookie };
}

export async function eurBalance(db: Db, playerId: number): Promise<bigint> {
  return (await findAccount(db, "player", "EUR", playerId))?.balance ?? 0n;
}

/** Launches a per-currency game id; answers the launch and the token from its URL. */
export async function launch(app: FastifyInstance, gameCurrencyId: number, cookie?: string) {
  const response = await call(app, "GET", `/api/games/${gameCurrencyId}/play?device=desktop`, { cookie });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { url: string; session_id: number | null; mode: string };
  const token = new URL(body.url, "http://localhost").searchParams.get("token");
  if (!token) throw new Error(`no token in ${body.url}`);
  return { ...body, token };
}

/** A studio API call with the game token. */
export function studio(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...API_HEADERS, ...(token === null ? {} : { [STUDIO_TOKEN_HEADER]: token }) },
    payload: payload as Record<string, unknown> | undefined,
  });
}

/** POST /api/studio/play with one action. */
export function postPlay(app: FastifyInstance, token: string, action: Record<string, unknown>) {
  return studio(app, "POST", "/api/studio/play", token, { action });
}

/** Sets the project's play rules (responsible_gaming) for the next calls. */
export async function setPlayRules(db: Db, rules: Record<string, unknown>): Promise<void> {
  await db.execute(
    sql`update settings set value = jsonb_set(value, '{responsible_gaming}', (value -> 'responsible_gaming') || ${JSON.stringify(rules)}::jsonb) where key = 'project'`,
  );
}
