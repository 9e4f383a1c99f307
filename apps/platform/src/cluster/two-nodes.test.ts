import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCatalog } from "../catalog/catalog-test-helpers.ts";
import type { Database } from "../db/database.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { API_HEADERS, call } from "../test/identity-helpers.ts";
import { startTwoNodes, type TwoNodes } from "../test/two-nodes.ts";
import { clusterJobRuns } from "./schema.ts";

// Two platform processes on one PostgreSQL server (test/two-nodes.ts): the contact form's limit and
// the sign-in limit per address are one limit for both, the lottery job both schedule every 250 ms starts about four times a second
// (not eight), and a game an operator disables on node A leaves node B's lobby at once, before
// node B's own check of the catalogue's fingerprint (every 2 s) would notice.

const JOB_INTERVAL_MS = 250;
const SHARED = {
  CONTACT_RATE_LIMIT_MAX: "4",
  SIGN_IN_RATE_LIMIT_EMAIL: "3",
  SIGN_IN_RATE_LIMIT_IP: "1000",
  LOTTERY_DRAW_INTERVAL_MS: String(JOB_INTERVAL_MS),
};

let nodes: TwoNodes;
let nodeA: FastifyInstance;
let nodeBUrl: string;
let database: Database;

beforeAll(async () => {
  nodes = await startTwoNodes({
    configA: SHARED,
    envB: { ...SHARED, ARGON2_MEMORY_KIB: "1024", ARGON2_TIME_COST: "1" },
  });
  ({ nodeA, nodeBUrl, database } = nodes);
}, 120_000);

afterAll(async () => {
  await nodes?.stop();
});

const contact = { contact: { email: "visitor@example.com", content: "Hello" } };

/** The contact form on node A, from the loopback address node B sees the test's calls come from. */
const sendOnA = async () =>
  (await nodeA.inject({ method: "POST", url: "/api/send_contact_message", headers: API_HEADERS, payload: contact }))
    .statusCode;

const sendOnB = async () =>
  (
    await fetch(`${nodeBUrl}/api/send_contact_message`, {
      method: "POST",
      headers: { ...API_HEADERS, "content-type": "application/json" },
      body: JSON.stringify(contact),
    })
  ).status;

const jobRuns = async () => {
  const [row] = await database.db.select().from(clusterJobRuns).where(eq(clusterJobRuns.name, "lottery-draw"));
  return row?.runs ?? 0;
};

describe("two platform nodes on one PostgreSQL server", () => {
  it("share a rate limit: hits split across the nodes are refused at the one limit", async () => {
    expect([await sendOnA(), await sendOnB(), await sendOnB(), await sendOnA()]).toEqual([201, 201, 201, 201]);
    expect(await sendOnB()).toBe(429);
    expect(await sendOnA()).toBe(429);
  });

  it("share the sign-in limit per address: attempts split across the nodes are refused at the one limit", async () => {
    const attempt = { user: { email: "nobody-two-nodes@example.com", password: "Wrong-password-1" } };
    const onA = async () =>
      (await nodeA.inject({ method: "POST", url: "/api/users/sign_in", headers: API_HEADERS, payload: attempt }))
        .statusCode;
    const onB = async () =>
      (
        await fetch(`${nodeBUrl}/api/users/sign_in`, {
          method: "POST",
          headers: { ...API_HEADERS, "content-type": "application/json" },
          body: JSON.stringify(attempt),
        })
      ).status;
    expect([await onA(), await onB(), await onA()]).toEqual([401, 401, 401]);
    expect(await onB()).toBe(429);
    expect(await onA()).toBe(429);
  });

  it("start a job both schedule once per interval between them", async () => {
    const before = await jobRuns();
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const runs = (await jobRuns()) - before;
    const elapsed = Date.now() - startedAt;
    // One claim per 0.9 interval at most (scheduled-jobs.ts); each node alone would run 10 times.
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / (JOB_INTERVAL_MS * 0.9)) + 1);
    expect(runs).toBeGreaterThanOrEqual(5);
  });

  it("drop a game an operator disables on node A from node B's lobby at once", async () => {
    const provider = "fixture-two-nodes";
    const identifier = `${provider}/two-nodes-lantern`;
    const added = await addFixtureCatalog(database.db, [
      {
        id: provider,
        launchUrl: "https://fixture-two-nodes.example/launch",
        games: [{ slug: "two-nodes-lantern", title: "Two Nodes Lantern Fixture", categories: ["slots"] }],
      },
    ]);
    const searchOnB = async () => {
      const response = await fetch(`${nodeBUrl}/api/games_filter`, {
        method: "POST",
        headers: { ...API_HEADERS, accept: "application/vnd.s.v2+json", "content-type": "application/json" },
        body: JSON.stringify({ filter: { title: "Two Nodes Lantern" } }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { identifier: string }[] }).data.map((game) => game.identifier);
    };
    const admin = await signedInOperator(nodeA, database.db, "admin");
    expect(await searchOnB()).toEqual([identifier]);
    const checkedAt = Date.now();

    const off = await call(nodeA, "PATCH", `/api/operator/games/${added.get(identifier)?.id}`, {
      cookie: admin.cookie,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    // The notification crosses on node B's LISTEN connection: poll briefly, well inside 2 s.
    let found = await searchOnB();
    while (found.length > 0 && Date.now() - checkedAt < 1_500) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      found = await searchOnB();
    }
    expect(found).toEqual([]);
    expect(Date.now() - checkedAt).toBeLessThan(2_000);
  });
});
