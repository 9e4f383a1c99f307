import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateUser } from "../identity/repository.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { depositedPlayer } from "../payments/payment-test-helpers.ts";
import { call, signIn, signUp, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";

// The Players area's search, 360 view and account actions, on PGlite or DATABASE_URL's server.

let testDb: TestDatabase;
let app: FastifyInstance;
let support: { cookie: string; id: number };
let marketing: { cookie: string; id: number };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" });
  support = await signedInOperator(app, testDb.database.db, "support");
  marketing = await signedInOperator(app, testDb.database.db, "marketing");
});
afterAll(() => testDb.close());

const players = (query: string, cookie = support.cookie) =>
  call(app, "GET", `/api/operator/players${query}`, { cookie });
const view = (id: number) => call(app, "GET", `/api/operator/players/${id}`, { cookie: support.cookie });
const act = (id: number, action: string, payload: unknown, cookie = support.cookie) =>
  call(app, "POST", `/api/operator/players/${id}/${action}`, { cookie, payload });

describe("player search", () => {
  it("finds a player by e-mail prefix (any case), id, name and phone", async () => {
    const email = uniqueEmail("Findme");
    const player = await signUp(app, email);
    await updateUser(testDb.database.db, player.id, {
      firstName: "Zebulon",
      lastName: "Quist",
      mobilePhone: "+49 170 5550123",
    });
    for (const q of [email.slice(0, 12).toUpperCase(), String(player.id), "zebul", "Zebulon Q", "5550123"]) {
      const response = await players(`?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      const found = response.json().data.find((row: { id: number }) => row.id === player.id);
      expect(found, q).toMatchObject({ email, name: "Zebulon Quist", currencies: ["EUR"], status: "active" });
    }
  });

  it("takes LIKE's wildcards literally and pages the result", async () => {
    expect((await players("?q=%25")).json().data).toEqual([]);
    const page = await players("?page_size=1&page=1");
    expect(page.json().pagination).toMatchObject({ page: 1, per_page: 1 });
    expect(page.json().data).toHaveLength(1);
  });

  it("refuses a query longer than 100 characters with a field error", async () => {
    const response = await players(`?q=${"a".repeat(101)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty("q");
  });

  it("is refused to a role without players.read", async () => {
    expect((await players("", marketing.cookie)).statusCode).toBe(403);
  });
});

describe("the player 360", () => {
  it("shows balances equal to the ledger, the deposit, the statement and the sessions", async () => {
    const player = await depositedPlayer(app, 50);
    const response = await view(player.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.profile).toMatchObject({ id: player.id, email: player.email, status: "active" });
    const cash = body.accounts.find((account: { wallet: string }) => account.wallet === "cash");
    expect(cash).toEqual({ currency: "EUR", wallet: "cash", balance_cents: 5000 });
    // The statement's lines add up to the balance the ledger keeps.
    const lines = body.statement.filter((line: { wallet: string }) => line.wallet === "cash");
    expect(lines.reduce((sum: number, line: { amount_cents: number }) => sum + line.amount_cents, 0)).toBe(5000);
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({ action: "deposit", amount_cents: 5000, state: "succeeded" });
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.sign_ins[0]).toMatchObject({ ip: "85.214.132.117", device: "lightMyRequest" });
  });

  it("answers 404 for a player who does not exist", async () => {
    expect((await view(2_147_483_647)).statusCode).toBe(404);
  });
});

describe("account actions", () => {
  it("blocks: sessions end, sign-in is refused until unblocked, both audited with the reason", async () => {
    const player = await signUp(app);
    expect((await act(player.id, "block", {})).statusCode).toBe(422);
    const blocked = await act(player.id, "block", { reason: "Chargeback fraud" });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await call(app, "GET", "/api/player", { cookie: player.cookie })).statusCode).toBe(401);
    const refused = await signIn(app, player.email);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email[0]).toMatch(/blocked/);
    expect((await view(player.id)).json().profile.status).toBe("blocked");
    expect((await act(player.id, "block", { reason: "again" })).statusCode).toBe(422);

    expect((await act(player.id, "unblock", { reason: "Cleared by the bank" })).statusCode).toBe(200);
    expect((await signIn(app, player.email)).statusCode).toBe(200);
    // The sign-ins stay listed though the block ended their sessions: sign-up and this one.
    expect((await view(player.id)).json().sign_ins).toHaveLength(2);

    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows.map((row) => row.action)).toEqual(["player.blocked", "player.unblocked"]);
    expect(rows[0]).toMatchObject({ operator_id: support.id, details: { reason: "Chargeback fraud" } });
    expect(rows[0]?.details.before).toMatchObject({ blocked_at: null });
    expect(rows[0]?.details.after).toMatchObject({ blocked_at: expect.any(String) });
  });

  it("ends every session, audited with how many", async () => {
    const player = await signUp(app);
    const response = await act(player.id, "end_sessions", { reason: "Shared device reported" });
    expect(response.statusCode).toBe(200);
    expect((await call(app, "GET", "/api/player", { cookie: player.cookie })).statusCode).toBe(401);
    const [row] = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(row).toMatchObject({ action: "player.sessions_ended", details: { before: { sessions: 1 } } });
  });

  it("lifts a lock-out of failed sign-ins", async () => {
    const player = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, player.email, "Wrong-password-1");
    expect((await signIn(app, player.email)).statusCode).toBe(401);
    expect((await view(player.id)).json().profile.locked_at).not.toBeNull();
    expect((await act(player.id, "lift_lock_out", { reason: "Verified by phone" })).statusCode).toBe(200);
    expect((await signIn(app, player.email)).statusCode).toBe(200);
    expect((await act(player.id, "lift_lock_out", { reason: "twice" })).statusCode).toBe(422);
    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows.map((row) => row.action)).toEqual(["player.lock_out_lifted"]);
  });

  it("sets a limit and a time-out as interventions, at once, audited", async () => {
    const player = await depositedPlayer(app, 20);
    const limit = await act(player.id, "interventions", {
      intervention: {
        kind: "limit",
        reason: "Deposits rising fast",
        limit: { type: "deposit", period: "day", accounts: [{ currency: "EUR", amount_cents: 1000 }] },
      },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json().limits[0]).toMatchObject({ type: "deposit", period: "day" });
    const timeout = await act(player.id, "interventions", {
      intervention: { kind: "timeout", reason: "Asked on the phone", days: 7 },
    });
    expect(timeout.statusCode, timeout.body).toBe(200);
    expect(timeout.json().profile.status).toBe("excluded");
    expect(timeout.json().exclusion).toMatchObject({ kind: "timeout" });
    expect((await signIn(app, player.email)).statusCode).toBe(422);
    const missingDays = await act(player.id, "interventions", { intervention: { kind: "timeout", reason: "x" } });
    expect(missingDays.statusCode).toBe(422);
    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows.map((row) => row.action)).toEqual(["player.limit_set", "player.timeout_set"]);
    expect(rows[1]?.details).toMatchObject({ reason: "Asked on the phone", days: 7, before: null });
  });

  it("is refused to marketing (players.protect, players.manage)", async () => {
    const player = await signUp(app);
    expect((await act(player.id, "block", { reason: "x" }, marketing.cookie)).statusCode).toBe(403);
    const timeout = { intervention: { kind: "timeout", reason: "x", days: 1 } };
    expect((await act(player.id, "interventions", timeout, marketing.cookie)).statusCode).toBe(403);
  });
});

describe("internal notes", () => {
  it("adds a bounded note, shown in the 360 and audited", async () => {
    const player = await signUp(app);
    expect((await act(player.id, "notes", { note: { text: "x".repeat(2001) } })).statusCode).toBe(422);
    expect((await act(player.id, "notes", { note: { text: "   " } })).statusCode).toBe(422);
    const added = await act(player.id, "notes", { note: { text: "Called about a late withdrawal." } });
    expect(added.statusCode, added.body).toBe(201);
    const body = (await view(player.id)).json();
    expect(body.notes).toEqual([
      expect.objectContaining({ text: "Called about a late withdrawal.", operator_id: support.id }),
    ]);
    expect(body.audit_trail.map((entry: { action: string }) => entry.action)).toEqual(["player.note_added"]);
  });
});

it("leaves the ledger's invariants intact", async () => {
  const report = await checkLedger(testDb.database.db);
  expect(report.breaches).toEqual([]);
});
