import { count, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { ledgerTransactions } from "../ledger/schema.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { realtimePublications } from "../realtime/schema.ts";
import { call, PASSWORD, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";

// Promotions granted from the player 360 (grants.ts): each kind reaches the player's own lists,
// once per idempotency key, never an excluded or blocked player, audited with the reason, and no
// money moves until the player activates a bonus. On PGlite or DATABASE_URL's server.

let testDb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };
const refusedRoles: { role: string; cookie: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" });
  const db = testDb.database.db;
  admin = await signedInOperator(app, db, "admin");
  support = await signedInOperator(app, db, "support");
  for (const role of ["finance", "compliance", "marketing"] as const) {
    refusedRoles.push({ role, cookie: (await signedInOperator(app, db, role)).cookie });
  }
});
afterAll(() => testDb.close());

let keys = 0;
function freshKey(): string {
  keys += 1;
  return `grant-test-${Date.now()}-${keys}`;
}

const grant = (id: number, body: Record<string, unknown>, cookie = admin.cookie, headers?: Record<string, string>) =>
  call(app, "POST", `/api/operator/players/${id}/grants`, { cookie, payload: { grant: body }, headers });
const grantable = (id: number, cookie = admin.cookie) =>
  call(app, "GET", `/api/operator/players/${id}/grantable`, { cookie });

async function ledgerCount(): Promise<number> {
  const [row] = await testDb.database.db.select({ n: count() }).from(ledgerTransactions);
  return row?.n ?? 0;
}

async function publications(channel: string): Promise<number> {
  const [row] = await testDb.database.db
    .select({ n: count() })
    .from(realtimePublications)
    .where(eq(realtimePublications.channel, channel));
  return row?.n ?? 0;
}

describe("GET /api/operator/players/{id}/grantable", () => {
  it("lists fixed bonuses, free spins and loot boxes in the player's currency", async () => {
    const player = await signUp(app);
    const response = await grantable(player.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ player_id: player.id, currency: "EUR", refusal: null, refusal_message: null });
    expect(body.bonuses).toContainEqual(
      expect.objectContaining({ definition_id: 79, title: "€10 coupon bonus", amount_cents: 1000 }),
    );
    // A deposit match has no fixed amount to grant.
    expect(body.bonuses.map((item: { definition_id: number }) => item.definition_id)).not.toContain(73);
    expect(body.freespins).toContainEqual(
      expect.objectContaining({ definition_id: 81, count: 10, game: "croupier-studio/lantern-tide" }),
    );
    expect(body.lootboxes).toContainEqual(expect.objectContaining({ template_key: "vip-level-up", items: 6 }));
  });

  it("answers 404 for a player who does not exist and 403 to finance, compliance and marketing", async () => {
    expect((await grantable(2_147_483_647)).statusCode).toBe(404);
    const player = await signUp(app);
    for (const { role, cookie } of refusedRoles)
      expect((await grantable(player.id, cookie)).statusCode, role).toBe(403);
    expect((await grantable(player.id, support.cookie)).statusCode).toBe(200);
  });
});

describe("POST /api/operator/players/{id}/grants", () => {
  it("grants a bonus the player sees to activate; no money moves; audited with the reason", async () => {
    const player = await signUp(app);
    const before = await ledgerCount();
    const key = freshKey();
    const response = await grant(player.id, {
      kind: "bonus",
      definition_id: 79,
      reason: "Goodwill after a game outage",
      idempotency_key: key,
    });
    expect(response.statusCode, response.body).toBe(201);
    const granted = response.json();
    expect(granted).toMatchObject({
      kind: "bonus",
      player_id: player.id,
      definition_id: 79,
      template_key: null,
      currency: "EUR",
      amount_cents: 1000,
      idempotency_key: key,
    });
    const bonuses = (await call(app, "GET", "/api/player/bonuses", { cookie: player.cookie })).json();
    expect(bonuses).toContainEqual(
      expect.objectContaining({ id: granted.id, strategy: "operator", stage: "issued", amount_cents: 1000 }),
    );
    expect(await ledgerCount()).toBe(before);
    expect(await publications(`bonuses_changes#${player.id}`)).toBeGreaterThan(0);
    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows).toEqual([
      expect.objectContaining({
        action: "player.promotion_granted",
        operator_id: admin.id,
        details: expect.objectContaining({
          kind: "bonus",
          granted_id: granted.id,
          definition_id: 79,
          amount_cents: "1000",
          reason: "Goodwill after a game outage",
          idempotency_key: key,
        }),
      }),
    ]);
  });

  it("grants free spins once per key (the Idempotency-Key header too), published to the player", async () => {
    const player = await signUp(app);
    const key = freshKey();
    const body = { kind: "freespins", definition_id: 81, reason: "VIP birthday" };
    const first = await grant(player.id, body, support.cookie, { "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: "freespins", freespins_count: 10, currency: "EUR" });
    const again = await grant(player.id, { ...body, idempotency_key: key }, support.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const spins = (await call(app, "GET", "/api/player/freespins", { cookie: player.cookie })).json();
    expect(spins).toHaveLength(1);
    expect(spins[0]).toMatchObject({ id: first.json().id, stage: "issued", freespins_total: 10, activatable: true });
    expect(await publications(`freespins_changes#${player.id}`)).toBe(1);
    // The same key for another promotion is refused; nothing more is issued.
    const other = await grant(player.id, { ...body, kind: "bonus", definition_id: 79, idempotency_key: key });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toHaveProperty("idempotency_key");
    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows.map((row) => row.action)).toEqual(["player.promotion_granted"]);
  });

  it("awards a loot box the player can open", async () => {
    const player = await signUp(app);
    const response = await grant(player.id, {
      kind: "lootbox",
      template_key: "vip-level-up",
      reason: "Tournament runner-up compensation",
      idempotency_key: freshKey(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: "lootbox", template_key: "vip-level-up", definition_id: null });
    const boxes = (await call(app, "GET", "/api/player/lootboxes", { cookie: player.cookie })).json();
    expect(boxes).toEqual([expect.objectContaining({ id: response.json().id, stage: "issued", strategy: "operator" })]);
    expect(await publications(`lootboxes_changes#${player.id}`)).toBe(1);
  });

  it("refuses an excluded, blocked or closed player with 409 and its code, issuing nothing", async () => {
    const excluded = await signUp(app);
    const timeout = await call(app, "POST", `/api/operator/players/${excluded.id}/interventions`, {
      cookie: admin.cookie,
      payload: { intervention: { kind: "timeout", reason: "Asked on the phone", days: 7 } },
    });
    expect(timeout.statusCode, timeout.body).toBe(200);
    const body = { kind: "freespins", definition_id: 81, reason: "Promo", idempotency_key: freshKey() };
    const refused = await grant(excluded.id, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "player_excluded" });
    expect((await grantable(excluded.id)).json()).toMatchObject({ refusal: "player_excluded" });

    const blocked = await signUp(app);
    const block = await call(app, "POST", `/api/operator/players/${blocked.id}/block`, {
      cookie: admin.cookie,
      payload: { reason: "Fraud" },
    });
    expect(block.statusCode).toBe(200);
    const refusedBlocked = await grant(blocked.id, { ...body, idempotency_key: freshKey() });
    expect(refusedBlocked.statusCode).toBe(409);
    expect(refusedBlocked.json()).toMatchObject({ code: "player_blocked" });

    // A closed account (the player closed it).
    const closedPlayer = await signUp(app);
    const closing = await call(app, "POST", "/api/player/close", {
      cookie: closedPlayer.cookie,
      payload: { account: { password: PASSWORD } },
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const refusedClosed = await grant(closedPlayer.id, { ...body, idempotency_key: freshKey() });
    expect(refusedClosed.statusCode).toBe(409);
    expect(refusedClosed.json()).toMatchObject({ code: "player_closed" });

    const db = testDb.database.db;
    const { playerFreespins } = await import("../bonuses/schema.ts");
    for (const id of [excluded.id, blocked.id, closedPlayer.id]) {
      expect(await db.select().from(playerFreespins).where(eq(playerFreespins.playerId, id))).toEqual([]);
    }
  });

  it("refuses bad input with field errors", async () => {
    const player = await signUp(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "bonus", definition_id: 79, reason: "x" }, "idempotency_key"],
      [{ kind: "bonus", definition_id: 79, reason: "   ", idempotency_key: freshKey() }, "reason"],
      [{ kind: "bonus", definition_id: 79, reason: "x".repeat(501), idempotency_key: freshKey() }, "reason"],
      [{ kind: "cash", definition_id: 79, reason: "x", idempotency_key: freshKey() }, "kind"],
      [{ kind: "bonus", reason: "x", idempotency_key: freshKey() }, "definition_id"],
      [{ kind: "bonus", definition_id: 999_999, reason: "x", idempotency_key: freshKey() }, "definition_id"],
      // A deposit match: no fixed amount; a definition without free spins.
      [{ kind: "bonus", definition_id: 73, reason: "x", idempotency_key: freshKey() }, "definition_id"],
      [{ kind: "freespins", definition_id: 79, reason: "x", idempotency_key: freshKey() }, "definition_id"],
      [{ kind: "lootbox", template_key: "no-such-box", reason: "x", idempotency_key: freshKey() }, "template_key"],
      [{ kind: "bonus", definition_id: 79, reason: "x", idempotency_key: "spaces are bad" }, "idempotency_key"],
    ];
    for (const [body, field] of cases) {
      const response = await grant(player.id, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(
      (await grant(2_147_483_647, { kind: "bonus", definition_id: 79, reason: "x", idempotency_key: "k" })).statusCode,
    ).toBe(404);
  });

  it("refuses a disabled definition", async () => {
    const db = testDb.database.db;
    const { bonusDefinitions } = await import("../bonuses/schema.ts");
    await db.update(bonusDefinitions).set({ enabled: false }).where(eq(bonusDefinitions.id, 82));
    try {
      const player = await signUp(app);
      const response = await grant(player.id, {
        kind: "bonus",
        definition_id: 82,
        reason: "x",
        idempotency_key: freshKey(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.definition_id[0]).toMatch(/disabled/);
      const listed = (await grantable(player.id))
        .json()
        .bonuses.map((item: { definition_id: number }) => item.definition_id);
      expect(listed).not.toContain(82);
    } finally {
      await db.update(bonusDefinitions).set({ enabled: true }).where(eq(bonusDefinitions.id, 82));
    }
  });

  it("refuses a paused definition and a paused loot box, and lists neither", async () => {
    const db = testDb.database.db;
    const { bonusDefinitions } = await import("../bonuses/schema.ts");
    const { lootboxTemplates } = await import("../lootboxes/schema.ts");
    const pausedAt = new Date();
    await db.update(bonusDefinitions).set({ pausedAt }).where(eq(bonusDefinitions.id, 81));
    await db.update(lootboxTemplates).set({ pausedAt }).where(eq(lootboxTemplates.key, "vip-level-up"));
    try {
      const player = await signUp(app);
      const spins = await grant(player.id, {
        kind: "freespins",
        definition_id: 81,
        reason: "x",
        idempotency_key: freshKey(),
      });
      expect(spins.statusCode).toBe(422);
      expect(spins.json().errors.definition_id[0]).toMatch(/paused/);
      const box = await grant(player.id, {
        kind: "lootbox",
        template_key: "vip-level-up",
        reason: "x",
        idempotency_key: freshKey(),
      });
      expect(box.statusCode).toBe(422);
      expect(box.json().errors.template_key[0]).toMatch(/paused/);
      const listed = (await grantable(player.id)).json();
      expect(listed.freespins.map((item: { definition_id: number }) => item.definition_id)).not.toContain(81);
      expect(listed.lootboxes).toEqual([]);
    } finally {
      await db.update(bonusDefinitions).set({ pausedAt: null }).where(eq(bonusDefinitions.id, 81));
      await db.update(lootboxTemplates).set({ pausedAt: null }).where(eq(lootboxTemplates.key, "vip-level-up"));
    }
  });

  it("is refused to finance, compliance and marketing (403), nothing issued", async () => {
    const player = await signUp(app);
    for (const { role, cookie } of refusedRoles) {
      const response = await grant(
        player.id,
        { kind: "bonus", definition_id: 79, reason: "x", idempotency_key: freshKey() },
        cookie,
      );
      expect(response.statusCode, role).toBe(403);
    }
    const { playerBonuses } = await import("../bonuses/schema.ts");
    const rows = await testDb.database.db
      .select()
      .from(playerBonuses)
      .where(like(playerBonuses.sourceKey, "operator:%"));
    expect(rows.filter((row) => row.playerId === player.id)).toEqual([]);
  });
});

it("leaves the ledger's invariants intact", async () => {
  const report = await checkLedger(testDb.database.db);
  expect(report.breaches).toEqual([]);
});
