import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCatalog } from "../catalog/catalog-test-helpers.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { API_HEADERS, call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { countHit } from "./rate-limit-store.ts";
import { claimJobRun } from "./scheduled-jobs.ts";
import { clusterJobRuns, rateLimitCounters } from "./schema.ts";

// Two platform apps on one database, as two nodes behind a load balancer are (on PGlite they share
// the process; with DATABASE_URL they are two pools on the server): a rate limit counted once for
// both, a scheduled job started once per interval by whichever claims it, and the catalogue cache
// of both dropped when an operator changes a game on one. two-nodes.test.ts proves the same
// between two processes.

let tdb: TestDatabase;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;

const LIMITED = { CONTACT_RATE_LIMIT_MAX: "3", SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" };

beforeAll(async () => {
  tdb = await createTestDatabase();
  nodeA = await tdb.buildApp(LIMITED);
  nodeB = await tdb.buildApp(LIMITED);
}, 60_000);
afterAll(() => tdb.close());

const sendContact = (node: FastifyInstance, remoteAddress: string) =>
  node.inject({
    method: "POST",
    url: "/api/send_contact_message",
    headers: API_HEADERS,
    remoteAddress,
    payload: { contact: { email: "visitor@example.com", content: "Hello" } },
  });

describe("a rate limit shared by two nodes", () => {
  it("refuses a visitor at the limit however the hits are split between the nodes", async () => {
    const visitor = "198.51.100.21";
    expect((await sendContact(nodeA, visitor)).statusCode).toBe(201);
    expect((await sendContact(nodeB, visitor)).statusCode).toBe(201);
    expect((await sendContact(nodeA, visitor)).statusCode).toBe(201);
    const refusedOnB = await sendContact(nodeB, visitor);
    expect(refusedOnB.statusCode).toBe(429);
    expect(refusedOnB.json().error).toMatch(/Too many requests/);
    expect((await sendContact(nodeA, visitor)).statusCode).toBe(429);
    // Another visitor has a limit of their own.
    expect((await sendContact(nodeB, "198.51.100.22")).statusCode).toBe(201);
  });

  it("counts concurrent hits exactly and starts a new window once the old one has passed", async () => {
    const { db } = tdb.database;
    // The hits' own time, not the database's: on a busy machine twelve concurrent upserts can take
    // longer than the 300 ms window, and the last ones would rightly start a new one. An hour ahead,
    // so the pruning job (windows ended by the database's clock) leaves the row alone.
    const at = new Date(Date.now() + 3_600_000);
    const hits = await Promise.all(Array.from({ length: 12 }, () => countHit(db, "test window", 300, at)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(Math.max(...hits.map((hit) => hit.ttl))).toBe(300);
    expect((await countHit(db, "test window", 300, new Date(at.getTime() + 299))).current).toBe(13);
    expect((await countHit(db, "test window", 300, new Date(at.getTime() + 350))).current).toBe(1);
    const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "test window"));
    expect(row?.hits).toBe(1);
  });
});

describe("a job both nodes schedule", () => {
  it("is started by one node per interval", async () => {
    const { db } = tdb.database;
    // An hour's interval: however slow the machine, every claim below falls in the first run's.
    const hour = 60 * 60_000;
    const claims = await Promise.all([
      ...Array.from({ length: 5 }, () => claimJobRun(db, "test job", hour, "node-a")),
      ...Array.from({ length: 5 }, () => claimJobRun(db, "test job", hour, "node-b")),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(db, "test job", hour, "node-b")).toBe(false);
    // The interval over (the last start moved an hour back, the database's clock deciding).
    await db
      .update(clusterJobRuns)
      .set({ startedAt: sql`${clusterJobRuns.startedAt} - interval '1 hour'` })
      .where(eq(clusterJobRuns.name, "test job"));
    expect(await claimJobRun(db, "test job", hour, "node-b")).toBe(true);
    const [row] = await db.select().from(clusterJobRuns).where(eq(clusterJobRuns.name, "test job"));
    expect(row).toMatchObject({ node: "node-b", runs: 2 });
  });
});

describe("the catalogue cache of two nodes", () => {
  it("drops a game an operator disables on one node from the lobby of both at once", async () => {
    const provider = "fixture-cluster";
    const identifier = `${provider}/cluster-lantern`;
    const added = await addFixtureCatalog(tdb.database.db, [
      {
        id: provider,
        launchUrl: "https://fixture-cluster.example/launch",
        games: [{ slug: "cluster-lantern", title: "Cluster Lantern Fixture", categories: ["slots"] }],
      },
    ]);
    const search = async (node: FastifyInstance) => {
      const response = await call(node, "POST", "/api/games_filter", {
        payload: { filter: { title: "Cluster Lantern" } },
        headers: { accept: "application/vnd.s.v2+json" },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { identifier: string }[] }).data.map((game) => game.identifier);
    };
    expect(await search(nodeA)).toEqual([identifier]);
    expect(await search(nodeB)).toEqual([identifier]);

    const admin = await signedInOperator(nodeA, tdb.database.db, "admin");
    const off = await call(nodeA, "PATCH", `/api/operator/games/${added.get(identifier)?.id}`, {
      cookie: admin.cookie,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await search(nodeA)).toEqual([]);
    expect(await search(nodeB)).toEqual([]);
  });
});
