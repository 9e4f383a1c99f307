import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { importSPKI, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { playerExclusions } from "../exclusions/schema.ts";
import { imposeTimeout } from "../exclusions/service.ts";
import { users } from "../identity/schema.ts";
import { insertLimit, upsertAmount } from "../limits/repository.ts";
import { fundedPlayer } from "../studio/studio-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { FakeBetby, generateLaunchKeys, pemAsEnv } from "./fake-betby.ts";
import { sportsbookSessions } from "./schema.ts";

// The launch of Betby's widget: the player's ES256 token with the notes' claims (checked with the
// public half Betby would hold), the widget's settings, and the refusals a bet would get.

const now = new Date("2026-11-27T12:00:00Z");
const launchKeys = generateLaunchKeys();
const BRAND = "1653815133341880320";
const SCRIPT = "https://ui.invisiblesport.com/bt-renderer.min.js";

let tdb: TestDatabase;
let app: FastifyInstance;
let plain: FastifyInstance;
let fake: FakeBetby;

const vendorEnv = (publicPem: string) => ({
  SPORTSBOOK_VENDOR: "betby",
  SPORTSBOOK_BETBY_BRAND_ID: BRAND,
  SPORTSBOOK_BETBY_PRIVATE_KEY: pemAsEnv(launchKeys.privatePem),
  SPORTSBOOK_BETBY_PUBLIC_KEY: pemAsEnv(publicPem),
  SPORTSBOOK_BETBY_SCRIPT_URL: SCRIPT,
  SPORTSBOOK_BETBY_THEME: "croupier-dark",
});

beforeAll(async () => {
  tdb = await createTestDatabase();
  fake = new FakeBetby({
    now: () => now,
    send: async (path, payload) => {
      const response = await app.inject({ method: "POST", url: `/api/sportsbook/betby/${path}`, payload });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    },
  });
  app = await tdb.buildApp({ ...MANY_SIGN_UPS, ...vendorEnv(fake.keys.publicPem) }, { now: () => now });
  plain = await tdb.buildApp(MANY_SIGN_UPS, { now: () => now });
});
afterAll(() => tdb.close());

const launch = (cookie?: string, payload: object = {}, on = app) =>
  call(on, "POST", "/api/sportsbook/launch", { cookie, payload });

describe("GET /api/sportsbook/provider", () => {
  it("names Betby and its widget when configured, and nothing (our own book) otherwise", async () => {
    const configured = await call(app, "GET", "/api/sportsbook/provider");
    expect(configured.json()).toEqual({
      vendor: "betby",
      widget: { brand_id: BRAND, script_url: SCRIPT, theme_name: "croupier-dark" },
    });
    const none = await call(plain, "GET", "/api/sportsbook/provider");
    expect(none.json()).toEqual({ vendor: null, widget: null });
  });
});

describe("POST /api/sportsbook/launch", () => {
  it("signs the player's ES256 token with the notes' claims; its jti is the session a bet names", async () => {
    const player = await fundedPlayer(app, 5_000n);
    const response = await launch(player.cookie, { lang: "es" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      vendor: "betby",
      lang: "es",
      currency: "EUR",
      odds_format: "decimal",
      expires_at: "2026-11-27T13:00:00.000Z",
      widget: { brand_id: BRAND, script_url: SCRIPT, theme_name: "croupier-dark" },
    });
    const { payload, protectedHeader } = await jwtVerify(body.token, await importSPKI(launchKeys.publicPem, "ES256"), {
      algorithms: ["ES256"],
      currentDate: now,
    });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload).toMatchObject({
      iss: BRAND,
      sub: String(player.id),
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 3600,
      lang: "es",
      currency: "EUR",
      odds_format: "decimal",
      ff: { is_cashout_available: true, is_match_tracker_available: true },
    });
    expect(payload.name).toEqual(expect.any(String));
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    const [session] = await tdb.database.db
      .select()
      .from(sportsbookSessions)
      .where(eq(sportsbookSessions.id, String(payload.jti)));
    expect(session).toMatchObject({ vendor: "betby", playerId: player.id, currency: "EUR" });

    // Betby, holding our public key, accepts the token and places a bet in its session.
    const betbyPlayer = await fake.acceptLaunchToken(body.token, launchKeys.publicPem, BRAND);
    const bet = await fake.make(betbyPlayer, 1_200);
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.body).toMatchObject({ balance: 3_800 });
  });

  it("answers 401 signed out and 409 game_unavailable when no vendor is configured", async () => {
    expect((await launch()).statusCode).toBe(401);
    const player = await fundedPlayer(plain, 0n);
    const refused = await launch(player.cookie, {}, plain);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "game_unavailable" });
  });

  it("refuses a self-excluded player and a blocked one (403 player_disabled), opening no session", async () => {
    // Excluding signs the player out; a session that outlived it (another node, a race) is still refused.
    const timedOut = await fundedPlayer(app, 1_000n);
    await tdb.database.db
      .insert(playerExclusions)
      .values({ playerId: timedOut.id, kind: "self_exclusion", startsAt: now, endsAt: null });
    const refused = await launch(timedOut.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "player_disabled" });

    const timeout = await fundedPlayer(app, 1_000n);
    await imposeTimeout(tdb.database.db, timeout.id, 1, now, "en", async () => undefined);
    expect([401, 403]).toContain((await launch(timeout.cookie)).statusCode);

    const blocked = await fundedPlayer(app, 1_000n);
    await tdb.database.db.update(users).set({ blockedAt: now }).where(eq(users.id, blocked.id));
    const refusedBlocked = await launch(blocked.cookie);
    expect([401, 403]).toContain(refusedBlocked.statusCode);

    const sessions = await tdb.database.db
      .select()
      .from(sportsbookSessions)
      .where(eq(sportsbookSessions.playerId, timedOut.id));
    expect(sessions).toEqual([]);
  });

  it("refuses a player whose wager limit is used up (403 limit_reached)", async () => {
    const player = await fundedPlayer(app, 5_000n);
    const first = await launch(player.cookie);
    const betbyPlayer = await fake.acceptLaunchToken(first.json().token, launchKeys.publicPem, BRAND);
    const limit = await insertLimit(tdb.database.db, {
      playerId: player.id,
      type: "wager",
      period: "day",
      minutes: null,
      now,
    });
    await upsertAmount(tdb.database.db, {
      limitId: limit.id,
      currency: "EUR",
      amountCents: 500n,
      pendingAmountCents: null,
    });
    expect((await fake.make(betbyPlayer, 500)).status).toBe(200);
    const refused = await launch(player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "limit_reached" });
  });

  it("answers 422 on currency for a currency the player holds no account in", async () => {
    const player = await fundedPlayer(app, 0n);
    const response = await launch(player.cookie, { currency: "USD" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty("currency");
  });
});

describe("configuration", () => {
  it("stops the boot when SPORTSBOOK_VENDOR=betby lacks a setting or its key is not ES256", () => {
    expect(() => loadConfig({ SPORTSBOOK_VENDOR: "betby", SPORTSBOOK_BETBY_BRAND_ID: BRAND })).toThrow(
      /SPORTSBOOK_BETBY_PRIVATE_KEY, SPORTSBOOK_BETBY_PUBLIC_KEY, SPORTSBOOK_BETBY_SCRIPT_URL: required/,
    );
    const rsa = fake.keys;
    expect(() =>
      loadConfig({ ...vendorEnv(rsa.publicPem), SPORTSBOOK_BETBY_PRIVATE_KEY: pemAsEnv(rsa.privatePem) }),
    ).toThrow(/must be an EC P-256 private key/);
    expect(loadConfig({}).sportsbook.vendor).toBeNull();
  });
});
