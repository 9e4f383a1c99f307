import { auditLogPage } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/database.ts";
import { call, GERMAN_IP } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { operatorSignIn, signedInOperator } from "./operator-test-helpers.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp());
});
afterAll(() => tdb.close());

describe("GET /api/operator/audit_log", () => {
  it("answers every operator action newest first, with who, what and from where (admin only)", async () => {
    const admin = await signedInOperator(app, tdb.database.db, "admin");
    const finance = await signedInOperator(app, tdb.database.db, "finance");
    await operatorSignIn(app, finance.email, "Wrong-password-1");

    const response = await call(app, "GET", "/api/operator/audit_log?page_size=3", { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const { data, pagination } = auditLogPage.parse(response.json());
    // Each operator: created, signed in, two-factor enrolled (signedInOperator); then the failure.
    expect(pagination).toEqual({ page: 1, per_page: 3, total_count: 7 });
    expect(data).toMatchObject([
      { operator_id: finance.id, operator_email: finance.email, action: "operator.sign_in_failed", ip: GERMAN_IP },
      { operator_id: finance.id, action: "operator.two_factor_enabled", ip: GERMAN_IP },
      { operator_id: finance.id, action: "operator.signed_in", ip: GERMAN_IP },
    ]);

    const second = await call(app, "GET", "/api/operator/audit_log?page=2&page_size=3", { cookie: admin.cookie });
    const secondPage = auditLogPage.parse(second.json()).data;
    expect(secondPage).toMatchObject([
      { operator_id: null, operator_email: null, action: "operator.created", target_type: "operator" },
      { operator_id: admin.id, action: "operator.two_factor_enabled" },
      { operator_id: admin.id, action: "operator.signed_in" },
    ]);
    expect(secondPage[0]?.details).toEqual({ email: finance.email, name: "Test finance", role: "finance" });
    expect((await call(app, "GET", "/api/operator/audit_log", { cookie: finance.cookie })).statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/audit_log")).statusCode).toBe(401);
  });

  it("is append-only: the database refuses UPDATE and DELETE, even as hand-written SQL", async () => {
    const db = tdb.database.db;
    const before = await db.execute(sql`select count(*)::int as total from operator_audit_log`);
    /** The database's own message (drizzle wraps it as the error's cause). */
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => "accepted",
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(await refusal(sql`update operator_audit_log set action = 'nothing.happened'`)).toBe(
      "operator_audit_log is append-only",
    );
    expect(await refusal(sql`delete from operator_audit_log`)).toBe("operator_audit_log is append-only");
    const after = await db.execute(sql`select count(*)::int as total from operator_audit_log`);
    expect(rowsOf<unknown>(after)).toEqual(rowsOf<unknown>(before));
    const changed = await db.execute(
      sql`select count(*)::int as total from operator_audit_log where action = 'nothing.happened'`,
    );
    expect(rowsOf<{ total: number }>(changed)[0]?.total).toBe(0);
  });
});
