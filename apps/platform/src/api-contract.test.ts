import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { issueFreespins } from "./bonuses/freespins.ts";
import { findDefinition } from "./bonuses/repository.ts";
import { CARDS, callbacksDelivered, payByCard, startDeposit } from "./payments/payment-test-helpers.ts";
import { gameProviders } from "./provider-wallet/schema.ts";
import { openGameSession } from "./provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "./provider-wallet/signature.ts";
import * as shape from "./test/api-contract-shapes.ts";
import { API_HEADERS, PASSWORD, signUp, uniqueEmail } from "./test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "./test/test-app.ts";

// Every call of the shared API family that the platform has, called as the family's clients call
// it, its answer checked against the shape those clients read (test/api-contract-shapes.ts, written
// by hand, not from packages/contract). A renamed or dropped field, a changed type or status fails
// here. The family's calls the platform does not have yet are listed too: each must answer 404
// until it is built — then it belongs in CALLS.

const STUDIO = "croupier-studio";
const V2 = "application/vnd.s.v2+json";

let testDb: TestDatabase;
let app: FastifyInstance;
const player = { cookie: "", id: 0, email: "" };
let lanternEur = 0;
let paymentId = 0;
let freespinsId = 0;
let confirmationlessEmail = "";

interface ContractCall {
  /** The call's method and path, the test's title. */
  doc: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string | (() => string);
  signedIn?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
  shape: z.ZodType;
  /** What the answer must also show beyond its shape. */
  check?: (body: unknown) => void;
}

const CALLS: ContractCall[] = [
  // The family's conventions.
  {
    doc: "GET /batch",
    url: "/batch?url[]=api/info/locales&url[]=api/player",
    signedIn: true,
    status: 200,
    shape: shape.batch,
  },
  // Info and global settings.
  { doc: "GET /api/current_ip", url: "/api/current_ip", status: 200, shape: shape.currentIp },
  { doc: "GET /api/info/currencies", url: "/api/info/currencies", status: 200, shape: shape.currencies },
  { doc: "GET /api/info/countries", url: "/api/info/countries", status: 200, shape: shape.countries },
  { doc: "GET /api/info/locales", url: "/api/info/locales", status: 200, shape: shape.locales },
  { doc: "GET /api/info/cms_locales", url: "/api/info/cms_locales", status: 200, shape: shape.locales },
  { doc: "GET /api/info/project", url: "/api/info/project", status: 200, shape: shape.project },
  {
    doc: "GET /api/info/player_fields",
    url: "/api/info/player_fields",
    status: 200,
    shape: shape.playerFields,
    check: (body) => {
      const { contexts } = shape.playerFields.parse(body);
      expect(contexts.registration).toEqual(expect.arrayContaining(["email", "password", "password_confirmation"]));
    },
  },
  { doc: "GET /api/restrictions", url: "/api/restrictions", status: 200, shape: shape.restrictions },
  { doc: "GET /api/restrictions/marks", url: "/api/restrictions/marks", status: 200, shape: shape.restrictionMarks },
  {
    doc: "GET /api/tournaments/statuses",
    url: "/api/tournaments/statuses",
    signedIn: true,
    status: 200,
    shape: shape.tournamentStatuses,
  },
  {
    doc: "GET /api/tournaments",
    url: "/api/tournaments",
    signedIn: true,
    status: 200,
    shape: shape.tournaments,
    check: (body) => expect(shape.tournaments.parse(body).length).toBeGreaterThan(0),
  },
  { doc: "GET /api/tournaments/recent", url: "/api/tournaments/recent", status: 200, shape: shape.tournaments },
  {
    doc: "GET /api/tournaments/player",
    url: "/api/tournaments/player",
    signedIn: true,
    status: 200,
    shape: shape.tournaments,
  },
  { doc: "GET /api/lotteries", url: "/api/lotteries", status: 200, shape: shape.lotteries },
  {
    doc: "GET /api/lotteries/statuses",
    url: "/api/lotteries/statuses",
    signedIn: true,
    status: 200,
    shape: shape.lotteryStatuses,
  },
  {
    doc: "GET /api/lotteries/player",
    url: "/api/lotteries/player",
    signedIn: true,
    status: 200,
    shape: shape.lotteryStatuses,
    check: (body) => expect(shape.lotteryStatuses.parse(body).length).toBeGreaterThan(0),
  },
  {
    doc: "GET /api/settings/google_tag_manager",
    url: "/api/settings/google_tag_manager",
    status: 200,
    shape: shape.googleTagManager,
  },
  { doc: "GET /api/stats/winners/latest", url: "/api/stats/winners/latest", status: 200, shape: shape.winners },
  { doc: "GET /api/stats/winners/top", url: "/api/stats/winners/top", status: 200, shape: shape.winners },
  { doc: "GET /api/stats/winners/top/{CUR}", url: "/api/stats/winners/top/EUR", status: 200, shape: shape.winners },
  // CMS.
  {
    doc: "GET /api/cms/pages",
    url: "/api/cms/pages?l=en",
    status: 200,
    shape: shape.cmsPages,
    check: (body) => {
      const pages = shape.cmsPages.parse(body);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page.path.startsWith("/")).toBe(false);
        expect(page.children).toBeInstanceOf(Array);
      }
    },
  },
  { doc: "GET /api/cms/pages/{slug}", url: "/api/cms/pages/about?l=en", status: 200, shape: shape.cmsPage },
  {
    doc: "GET /api/cms/pages/{path with slashes}",
    url: "/api/cms/pages/about/team",
    status: 200,
    shape: shape.cmsPage,
  },
  {
    doc: "GET /api/cms/pages/{unknown}",
    url: "/api/cms/pages/no-such-page",
    status: 404,
    shape: shape.errorMessage,
  },
  { doc: "GET /api/cms/snippets", url: "/api/cms/snippets?l=en", status: 200, shape: shape.cmsSnippets },
  { doc: "GET /api/cms/files", url: "/api/cms/files?l=en", status: 200, shape: shape.cmsFiles },
  // Auth.
  {
    doc: "POST /api/users (422)",
    method: "POST",
    url: "/api/users",
    body: { user: { email: "not-an-email", password: "x" } },
    status: 422,
    shape: shape.validationErrors,
  },
  {
    doc: "POST /api/users/sign_in (bad credentials)",
    method: "POST",
    url: "/api/users/sign_in",
    body: () => ({ user: { email: player.email, password: "Wrong-password-1" } }),
    status: 401,
    shape: shape.errorMessage,
  },
  {
    doc: "PUT /api/users (wrong current password)",
    method: "PUT",
    url: "/api/users",
    signedIn: true,
    body: {
      user: { current_password: "Wrong-password-1", password: "Another-123", password_confirmation: "Another-123" },
    },
    status: 422,
    shape: shape.validationErrors,
    check: (body) => expect(Object.keys(shape.validationErrors.parse(body).errors)).toContain("current_password"),
  },
  {
    doc: "POST /api/users/password",
    method: "POST",
    url: "/api/users/password",
    body: () => ({ user: { email: player.email } }),
    status: 201,
    shape: shape.emptyOrObject,
  },
  {
    doc: "PUT /api/users/password (bad token)",
    method: "PUT",
    url: "/api/users/password",
    body: { user: { reset_password_token: "nope", password: PASSWORD, password_confirmation: PASSWORD } },
    status: 422,
    shape: shape.validationErrors,
  },
  {
    doc: "POST /api/users/confirmation",
    method: "POST",
    url: "/api/users/confirmation",
    body: () => ({ user: { email: confirmationlessEmail } }),
    status: 201,
    shape: shape.emptyOrObject,
  },
  {
    doc: "POST /api/users/unlock",
    method: "POST",
    url: "/api/users/unlock",
    body: () => ({ user: { email: player.email } }),
    status: 201,
    shape: shape.emptyOrObject,
  },
  {
    doc: "POST /api/send_contact_message (422)",
    method: "POST",
    url: "/api/send_contact_message",
    body: { contact: { email: "", content: "" } },
    status: 422,
    shape: shape.validationErrors,
    check: (body) =>
      expect(Object.keys(shape.validationErrors.parse(body).errors)).toEqual(
        expect.arrayContaining(["email", "content"]),
      ),
  },
  // The player.
  { doc: "GET /api/player", url: "/api/player", signedIn: true, status: 200, shape: shape.player },
  { doc: "GET /api/player (guest)", url: "/api/player", status: 401, shape: shape.errorMessage },
  {
    doc: "PATCH /api/player",
    method: "PATCH",
    url: "/api/player",
    signedIn: true,
    body: { player: { city: "Lisbon" }, context: "edition" },
    status: 200,
    shape: shape.player,
    check: (body) => expect(shape.player.parse(body).city).toBe("Lisbon"),
  },
  {
    doc: "PATCH /api/player (422)",
    method: "PATCH",
    url: "/api/player",
    signedIn: true,
    body: { player: { date_of_birth: "not a date" }, context: "edition" },
    status: 422,
    shape: shape.validationErrors,
  },
  {
    doc: "PATCH /api/player/update_locale",
    method: "PATCH",
    url: "/api/player/update_locale",
    signedIn: true,
    body: { locale: "en" },
    status: 200,
    shape: shape.emptyOrObject,
  },
  { doc: "GET /api/info/statuses", url: "/api/info/statuses", status: 200, shape: shape.statusGroups },
  {
    doc: "GET /api/player/status_groups",
    url: "/api/player/status_groups",
    signedIn: true,
    status: 200,
    shape: shape.statusGroups,
  },
  {
    doc: "GET /api/player/comp_points",
    url: "/api/player/comp_points",
    signedIn: true,
    status: 200,
    shape: shape.compPoints,
  },
  {
    doc: "GET /api/comp_points/rates/money",
    url: "/api/comp_points/rates/money",
    status: 200,
    shape: shape.compPointsMoneyRates,
  },
  {
    doc: "POST /api/comp_points/exchange/money (more points than the player has)",
    method: "POST",
    url: "/api/comp_points/exchange/money",
    signedIn: true,
    body: { exchange: { points: 100, currency: "EUR", group: "level_0" } },
    status: 422,
    shape: shape.validationErrors,
  },
  {
    doc: "GET /api/player/accounts",
    url: "/api/player/accounts?compatibility=false",
    signedIn: true,
    status: 200,
    shape: shape.accounts,
  },
  {
    doc: "POST /api/player/accounts",
    method: "POST",
    url: "/api/player/accounts",
    signedIn: true,
    body: { currency: "USD" },
    status: 201,
    shape: shape.account,
  },
  {
    doc: "PATCH /api/player/set_bonus_code",
    method: "PATCH",
    url: "/api/player/set_bonus_code",
    signedIn: true,
    body: { deposit_bonus_code: "WELCOME" },
    status: 200,
    shape: shape.emptyOrObject,
  },
  {
    doc: "DELETE /api/player/clear_bonus_code",
    method: "DELETE",
    url: "/api/player/clear_bonus_code",
    signedIn: true,
    status: 200,
    shape: shape.emptyOrObject,
  },
  {
    doc: "PATCH /api/player/update_bonus_settings",
    method: "PATCH",
    url: "/api/player/update_bonus_settings",
    signedIn: true,
    body: { can_issue: true },
    status: 200,
    shape: shape.emptyOrObject,
  },
  {
    doc: "GET /api/player/settings",
    url: "/api/player/settings",
    signedIn: true,
    status: 200,
    shape: shape.playerSettings,
  },
  { doc: "GET /api/player/stats", url: "/api/player/stats", signedIn: true, status: 200, shape: shape.playerStats },
  {
    doc: "GET /api/player/groups",
    url: "/api/player/groups",
    signedIn: true,
    status: 200,
    shape: shape.playerGroups,
  },
  {
    doc: "POST /api/player/groups",
    method: "POST",
    url: "/api/player/groups",
    signedIn: true,
    body: { groups: { add: ["newsletter"], remove: [] } },
    status: 200,
    shape: shape.playerGroups,
  },
  {
    doc: "POST /api/player/groups (not writable)",
    method: "POST",
    url: "/api/player/groups",
    signedIn: true,
    body: { groups: { add: ["vip_candidate"], remove: [] } },
    status: 422,
    shape: shape.validationErrors,
  },
  {
    doc: "GET /api/player/games",
    url: "/api/player/games",
    signedIn: true,
    status: 200,
    shape: shape.gameHistory,
    check: (body) => expect(shape.gameHistory.parse(body).length).toBeGreaterThan(0),
  },
  {
    doc: "GET /api/player/played_games",
    url: "/api/player/played_games",
    signedIn: true,
    status: 200,
    shape: shape.playedGames,
    check: (body) =>
      expect(shape.playedGames.parse(body).map((game) => game.identifier)).toContain(`${STUDIO}/lantern-tide`),
  },
  {
    doc: "GET /api/player/unfinished_games/desktop",
    url: "/api/player/unfinished_games/desktop",
    signedIn: true,
    status: 200,
    shape: shape.unfinishedGames,
  },
  {
    doc: "PUT /api/player/favorite_games/{id} (empty JSON body)",
    method: "PUT",
    url: () => `/api/player/favorite_games/${lanternEur}`,
    signedIn: true,
    headers: { "content-type": "application/json" },
    status: 204,
    shape: shape.emptyOrObject,
  },
  {
    doc: "GET /api/player/favorite_games (v1)",
    url: "/api/player/favorite_games",
    signedIn: true,
    status: 200,
    shape: shape.favoriteGamesV1,
    check: (body) => expect(body).toEqual([lanternEur]),
  },
  {
    doc: "GET /api/player/favorite_games (v2, accept-client)",
    url: "/api/player/favorite_games",
    signedIn: true,
    headers: { "accept-client": V2 },
    status: 200,
    shape: shape.favoriteGamesV2,
    check: (body) =>
      expect(shape.favoriteGamesV2.parse(body).map((game) => game.identifier)).toEqual([`${STUDIO}/lantern-tide`]),
  },
  {
    doc: "DELETE /api/player/favorite_games/{id}",
    method: "DELETE",
    url: () => `/api/player/favorite_games/${lanternEur}`,
    signedIn: true,
    status: 204,
    shape: shape.emptyOrObject,
  },
  {
    doc: "GET /api/player/sessions",
    url: "/api/player/sessions",
    signedIn: true,
    status: 200,
    shape: shape.sessions,
  },
  {
    doc: "GET /api/player/documents",
    url: "/api/player/documents",
    signedIn: true,
    status: 200,
    shape: shape.documents,
  },
  // Games.
  {
    doc: "GET /api/games/allowed_desktop",
    url: "/api/games/allowed_desktop",
    status: 200,
    shape: shape.allowedGames,
  },
  {
    doc: "GET /api/games/allowed_mobile",
    url: "/api/games/allowed_mobile",
    status: 200,
    shape: shape.allowedGames,
  },
  {
    doc: "POST /api/games_filter (v2)",
    method: "POST",
    url: "/api/games_filter",
    headers: { accept: V2 },
    body: {
      device: "desktop",
      page: 1,
      page_size: 10,
      filter: { categories: { identifiers: ["slots"], strategy: "OR" } },
    },
    status: 200,
    shape: shape.gamesFilterPage,
    check: (body) => expect(shape.gamesFilterPage.parse(body).data).toHaveLength(10),
  },
  {
    doc: "POST /api/games_filter/select",
    method: "POST",
    url: "/api/games_filter/select",
    headers: { accept: V2 },
    body: { game_ids: [`${STUDIO}/lantern-tide`], device: "desktop" },
    status: 200,
    shape: shape.gamesByIdentifier,
    check: (body) => expect(Object.keys(shape.gamesByIdentifier.parse(body))).toEqual([`${STUDIO}/lantern-tide`]),
  },
  {
    doc: "POST /api/games_filter/select_by_seo_titles",
    method: "POST",
    url: "/api/games_filter/select_by_seo_titles",
    headers: { accept: V2 },
    body: { game_seo_titles: ["lantern-tide"] },
    status: 200,
    shape: shape.gamesByIdentifier,
  },
  { doc: "GET /api/games/random", url: "/api/games/random?identifier=slots", status: 200, shape: shape.gameV2 },
  { doc: "GET /api/games/collections", url: "/api/games/collections", status: 200, shape: shape.collections },
  { doc: "GET /api/games/providers", url: "/api/games/providers", status: 200, shape: shape.providers },
  { doc: "GET /api/games/jackpots", url: "/api/games/jackpots", status: 200, shape: shape.jackpots },
  {
    doc: "GET /api/games_info",
    url: `/api/games_info?identifiers[]=${STUDIO}/lantern-tide`,
    status: 200,
    shape: shape.gamesByIdentifier,
  },
  // Payments.
  {
    doc: "GET /api/player/payments",
    url: "/api/player/payments",
    signedIn: true,
    status: 200,
    shape: shape.payments,
    check: (body) => expect(shape.payments.parse(body).map((payment) => payment.id)).toContain(paymentId),
  },
  {
    doc: "POST /api/player/payments/with_pages",
    method: "POST",
    url: "/api/player/payments/with_pages",
    signedIn: true,
    body: { page: 1, page_size: 10 },
    status: 200,
    shape: shape.paymentsPage,
  },
  // Auth again, last: the session ends.
  // Loot boxes and bonuses.
  {
    doc: "GET /api/player/lootboxes",
    url: "/api/player/lootboxes",
    signedIn: true,
    status: 200,
    shape: shape.lootboxes,
  },
  {
    doc: "GET /api/player/bonuses",
    url: "/api/player/bonuses",
    signedIn: true,
    status: 200,
    shape: shape.playerBonuses,
    check: (body) => expect(shape.playerBonuses.parse(body).length).toBeGreaterThan(0),
  },
  {
    doc: "GET /api/player/freespins",
    url: "/api/player/freespins",
    signedIn: true,
    status: 200,
    shape: shape.playerFreespins,
    check: (body) => expect(shape.playerFreespins.parse(body).map((row) => row.id)).toContain(freespinsId),
  },
  {
    doc: "POST /api/player/freespins/{id}/activation",
    method: "POST",
    url: () => `/api/player/freespins/${freespinsId}/activation`,
    signedIn: true,
    status: 200,
    shape: shape.playerFreespin,
    check: (body) => expect(shape.playerFreespin.parse(body).stage).toBe("activated"),
  },
  {
    doc: "DELETE /api/player/freespins/{id}",
    method: "DELETE",
    url: () => `/api/player/freespins/${freespinsId}`,
    signedIn: true,
    status: 200,
    shape: shape.playerFreespin,
    check: (body) => expect(shape.playerFreespin.parse(body).stage).toBe("canceled"),
  },
  {
    doc: "GET /api/bonuses/deposit",
    url: "/api/bonuses/deposit",
    signedIn: true,
    status: 200,
    shape: shape.bonusPreviews,
  },
  {
    doc: "GET /api/bonuses/registration",
    url: "/api/bonuses/registration",
    status: 200,
    shape: shape.bonusPreviews,
    check: (body) => expect(shape.bonusPreviews.parse(body).length).toBeGreaterThan(0),
  },
  {
    doc: "POST /api/user_limits",
    method: "POST",
    url: "/api/user_limits",
    signedIn: true,
    body: { user_limit: { type: "deposit", period: "week", accounts: [{ currency: "EUR", amount_cents: 100_000 }] } },
    status: 200,
    shape: shape.userLimits,
  },
  {
    doc: "GET /api/user_limits",
    url: "/api/user_limits",
    signedIn: true,
    status: 200,
    shape: shape.userLimits,
    check: (body) => {
      const [limit] = shape.userLimits.parse(body);
      expect(limit).toMatchObject({
        type: "deposit",
        period: "week",
        accounts: [{ currency: "EUR", amount_cents: 100_000 }],
      });
    },
  },
  {
    doc: "DELETE /api/users/sign_out (empty JSON body)",
    method: "DELETE",
    url: "/api/users/sign_out",
    signedIn: true,
    headers: { "content-type": "application/json" },
    status: 204,
    shape: shape.emptyOrObject,
  },
];

/** Calls of the API family that the platform does not have yet: 404 until built (then add to CALLS). */
const NOT_BUILT = [
  "/api/notification_center/centrifugo/subscription",
  "/api/payments/payment_methods/EUR",
  "/api/player/payment_accounts?kind=cashout",
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ SIGN_UP_RATE_LIMIT_IP: "1000" });
  Object.assign(player, await signUp(app, uniqueEmail("contract")));
  confirmationlessEmail = (await signUp(app, uniqueEmail("contract-unconfirmed"))).email;
  lanternEur = await offerId(`${STUDIO}/lantern-tide`, "EUR");
  // A real deposit, so the payments lists hold one (card 4242 through the sandbox gateway).
  const started = await startDeposit(app, player.cookie);
  paymentId = started.id;
  await payByCard(app, started.path, CARDS.approve);
  await callbacksDelivered(app);
  await playOneRound();
  freespinsId = await issueTestFreespins();
}, 120_000);

/** Free spins of the welcome package (74) for the player, as a first deposit with it issues them. */
async function issueTestFreespins(): Promise<number> {
  const db = testDb.database.db;
  const definition = await findDefinition(db, 74);
  if (!definition) throw new Error("bonus definition 74 is not seeded");
  const now = new Date();
  const row = await db.transaction((tx) =>
    issueFreespins(tx, { playerId: player.id, definition, currency: "EUR", sourceKey: "contract-test", now }),
  );
  if (!row) throw new Error("no free spins issued");
  return row.id;
}
afterAll(() => testDb.close());

async function offerId(identifier: string, currency: string): Promise<number> {
  const list = (await app.inject({ url: "/api/games/allowed_desktop" })).json() as Record<
    string,
    { real: Record<string, { id: number }> }
  >;
  const id = list[identifier]?.real[currency]?.id;
  if (id === undefined) throw new Error(`no ${currency} offer of ${identifier}`);
  return id;
}

/** One closed round of Lantern Tide, as the studio's seamless-wallet calls record it. */
async function playOneRound(): Promise<void> {
  const [studio] = await testDb.database.db.select().from(gameProviders).where(eq(gameProviders.id, STUDIO));
  const secret = studio?.secret ?? "";
  const { token } = await openGameSession(testDb.database.db, {
    playerId: player.id,
    providerId: STUDIO,
    gameId: `${STUDIO}/lantern-tide`,
    currency: "EUR",
    device: "desktop",
  });
  const round = randomUUID();
  for (const [action, amount, extra] of [
    ["bet", 100, {}],
    ["win", 50, { round_closed: true }],
  ] as const) {
    const raw = JSON.stringify({
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      currency: "EUR",
      token,
      round,
      amount,
      ...extra,
    });
    const answer = await app.inject({
      method: "POST",
      url: `/api/provider-wallet/${STUDIO}/${action}`,
      payload: raw,
      headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, raw) },
    });
    expect((answer.json() as { status: string }).status).toBe("RS_OK");
  }
}

describe("the platform answers the API family's calls in the shapes its clients read", () => {
  it.each(CALLS.map((call) => [call.doc, call] as const))("%s", async (_doc, call) => {
    const body = typeof call.body === "function" ? (call.body as () => unknown)() : call.body;
    const response = await app.inject({
      method: call.method ?? "GET",
      url: typeof call.url === "function" ? call.url() : call.url,
      headers: {
        ...API_HEADERS,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(call.signedIn ? { cookie: player.cookie } : {}),
        ...call.headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(call.status);
    const parsed = response.body === "" ? null : response.json();
    const result = call.shape.safeParse(parsed);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
    call.check?.(parsed);
  });

  it("describes every call of the walk in the OpenAPI document", async () => {
    const document = (await app.inject({ url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).map(([path, methods]) => ({
      // A parameter may span slashes (the CMS page `{slug}` is a path: "about/team").
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}|\*/g, ".+")}$`),
      methods: Object.keys(methods),
    }));
    const undocumented = CALLS.filter((call) => {
      const path = (typeof call.url === "function" ? call.url() : call.url).split("?")[0] ?? "";
      const method = (call.method ?? "GET").toLowerCase();
      return !operations.some((operation) => operation.pattern.test(path) && operation.methods.includes(method));
    }).map((call) => call.doc);
    expect(undocumented).toEqual([]);
  });

  it.each(NOT_BUILT)("%s is not built yet (404): when it is, add its shape to CALLS", async (url) => {
    const response = await app.inject({ url, headers: { ...API_HEADERS, cookie: player.cookie } });
    expect(response.statusCode).toBe(404);
  });
});
