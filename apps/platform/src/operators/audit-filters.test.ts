import { auditLogOptions, auditLogPage } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/database.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { AUDIT_ACTIONS, containsPattern } from "./audit-log.ts";
import { signedInOperator } from "./operator-test-helpers.ts";
import { operatorAuditLog } from "./schema.ts";

// The audit browser's filters over `GET /api/operator/audit_log`: each narrows the page and its
// total, they combine, and a bad value is a 422 naming its field (never a 500, never a scan of a
// megabyte of text).

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
let support: Awaited<ReturnType<typeof signedInOperator>>;

/** The ids of the page a query answers, with its total. */
async function browse(query: string) {
  const response = await call(app, "GET", `/api/operator/audit_log?${query}`, { cookie: admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  const { data, pagination } = auditLogPage.parse(response.json());
  return { actions: data.map((entry) => `${entry.action}:${entry.target_id ?? ""}`), total: pagination.total_count };
}

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp());
  const db = tdb.database.db;
  admin = await signedInOperator(app, db, "admin");
  support = await signedInOperator(app, db, "support");
  // A day of support's work on two players, and one finance decision naming player 77 in its details.
  await db.insert(operatorAuditLog).values([
    {
      operatorId: support.id,
      action: "player.blocked",
      targetType: "player",
      targetId: "77",
      details: { reason: "Chargeback 100% confirmed", before: { blocked_at: null } },
      ip: "203.0.113.9",
      createdAt: new Date("2025-03-01T09:00:00Z"),
    },
    {
      operatorId: support.id,
      action: "player.note_added",
      targetType: "player",
      targetId: "78",
      details: { text: "Asked for a_b proof" },
      ip: "203.0.113.9",
      createdAt: new Date("2025-03-01T12:00:00Z"),
    },
    {
      operatorId: admin.id,
      action: "withdrawal.approved",
      targetType: "payment",
      targetId: "5001",
      details: { player_id: "77", amount_cents: "3000" },
      ip: "198.51.100.4",
      createdAt: new Date("2025-03-02T08:00:00Z"),
    },
    {
      operatorId: support.id,
      action: "player.unblocked",
      targetType: "player",
      targetId: "77",
      details: { reason: "Resolved" },
      ip: "203.0.113.9",
      createdAt: new Date("2025-03-03T10:00:00Z"),
    },
  ]);
});
afterAll(() => tdb.close());

describe("GET /api/operator/audit_log filters", () => {
  it("narrows by operator, action and target, each with its own total", async () => {
    expect(await browse(`operator_id=${support.id}&from=2025-01-01T00:00:00Z&to=2025-12-31T00:00:00Z`)).toEqual({
      actions: ["player.unblocked:77", "player.note_added:78", "player.blocked:77"],
      total: 3,
    });
    expect(await browse("action=player.blocked")).toEqual({ actions: ["player.blocked:77"], total: 1 });
    expect(await browse("target_type=player&target_id=77")).toEqual({
      actions: ["player.unblocked:77", "player.blocked:77"],
      total: 2,
    });
    expect(await browse("target_type=payment")).toEqual({ actions: ["withdrawal.approved:5001"], total: 1 });
  });

  it("finds the entries about a player: those targeting them and those naming them in their details", async () => {
    expect(await browse("player_id=77")).toEqual({
      actions: ["player.unblocked:77", "withdrawal.approved:5001", "player.blocked:77"],
      total: 3,
    });
  });

  it("keeps a time range: from inclusive, to exclusive, in any offset", async () => {
    expect(await browse("from=2025-03-01T12:00:00Z&to=2025-03-03T10:00:00Z")).toEqual({
      actions: ["withdrawal.approved:5001", "player.note_added:78"],
      total: 2,
    });
    // 10:30+01:00 is 09:30Z: the block (09:00Z), not the note (12:00Z).
    expect(await browse(`from=2025-03-01T00:00:00Z&to=${encodeURIComponent("2025-03-01T10:30:00+01:00")}`)).toEqual({
      actions: ["player.blocked:77"],
      total: 1,
    });
  });

  it("finds free text literally in the action, target, IP, operator e-mail or details, without wildcards", async () => {
    expect((await browse("q=CHARGEBACK")).actions).toEqual(["player.blocked:77"]);
    expect((await browse("q=198.51.100")).actions).toEqual(["withdrawal.approved:5001"]);
    expect((await browse(`q=${encodeURIComponent(support.email)}&to=2025-12-31T00:00:00Z`)).total).toBe(3);
    // `%` and `_` are characters to find, not LIKE's wildcards.
    expect((await browse("q=100%25")).actions).toEqual(["player.blocked:77"]);
    expect((await browse("q=a_b")).actions).toEqual(["player.note_added:78"]);
    expect((await browse("q=a%25b")).total).toBe(0);
    expect(containsPattern("50%_\\")).toBe("%50\\%\\_\\\\%");
    // A blank filter is no filter.
    expect((await browse("q=%20%20&action=&to=2025-12-31T00:00:00Z")).total).toBe(4);
  });

  it("combines filters, and pages the narrowed list", async () => {
    expect(await browse(`operator_id=${support.id}&player_id=77&q=resolved`)).toEqual({
      actions: ["player.unblocked:77"],
      total: 1,
    });
    expect(await browse("player_id=77&page=2&page_size=2")).toEqual({ actions: ["player.blocked:77"], total: 3 });
  });

  it("answers 422 with the field's error for a bad filter, before any pattern runs on a long value", async () => {
    const tooLong = [expect.stringContaining("too long")];
    const invalid = [expect.not.stringContaining("too long")];
    const cases: [string, Record<string, unknown[]>][] = [
      [`q=${"x".repeat(101)}`, { q: tooLong }],
      [`target_id=${"9".repeat(101)}`, { target_id: tooLong }],
      [`action=${"a".repeat(10_000)}`, { action: tooLong }],
      ["action=player.teleported", { action: invalid }],
      ["action=DROP%20TABLE", { action: invalid }],
      ["target_type=player;", { target_type: invalid }],
      ["operator_id=me", { operator_id: invalid }],
      ["player_id=0", { player_id: invalid }],
      ["from=yesterday", { from: invalid }],
      [`from=${"2".repeat(5000)}`, { from: invalid }],
      ["from=2025-03-02T00:00:00Z&to=2025-03-01T00:00:00Z", { to: invalid }],
      ["page=0", { page: invalid }],
    ];
    for (const [query, errors] of cases) {
      const response = await call(app, "GET", `/api/operator/audit_log?${query}`, { cookie: admin.cookie });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors, query).toEqual(errors);
    }
  });

  it("reads an index for each structured filter (migration 0035)", async () => {
    const db = tdb.database.db;
    const indexes = rowsOf<{ indexname: string }>(
      await db.execute(sql`select indexname from pg_indexes where tablename = 'operator_audit_log' order by 1`),
    ).map((row) => row.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "operator_audit_log_action_idx",
        "operator_audit_log_created_idx",
        "operator_audit_log_operator_idx",
        "operator_audit_log_player_idx",
        "operator_audit_log_target_idx",
      ]),
    );
  });
});

describe("GET /api/operator/audit_log/options", () => {
  it("lists every action the code writes and every operator, for the browser's filters (audit readers only)", async () => {
    const response = await call(app, "GET", "/api/operator/audit_log/options", { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const options = auditLogOptions.parse(response.json());
    expect(options.actions).toEqual([...AUDIT_ACTIONS].sort());
    expect(options.operators).toEqual(
      expect.arrayContaining([
        { id: admin.id, email: admin.email, name: "Test admin" },
        { id: support.id, email: support.email, name: "Test support" },
      ]),
    );
    expect((await call(app, "GET", "/api/operator/audit_log/options", { cookie: support.cookie })).statusCode).toBe(
      403,
    );
    expect((await call(app, "GET", "/api/operator/audit_log/options")).statusCode).toBe(401);
  });
});
