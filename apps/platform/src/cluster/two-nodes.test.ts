import net, { type AddressInfo } from "node:net";
import type { Centrifuge } from "centrifuge";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCatalog } from "../catalog/catalog-test-helpers.ts";
import type { Database } from "../db/database.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { publishToUser, userChannel } from "../realtime/publish.ts";
import { connectedClient, queue, settingsToken, subscribe } from "../realtime/test-clients.ts";
import { API_HEADERS, call, signUp } from "../test/identity-helpers.ts";
import { startTwoNodes, type TwoNodes } from "../test/two-nodes.ts";
import { clusterJobRuns } from "./schema.ts";

// Two platform processes on one PostgreSQL server (test/two-nodes.ts): the contact form's limit and
// the sign-in limit per address are one limit for both, the lottery job both schedule every 250 ms starts about four times a second
// (not eight), and a game an operator disables on node A leaves node B's lobby at once, before
// node B's own check of the catalogue's fingerprint (every 2 s) would notice. Last, node B is
// stopped as an orchestrator stops it (SIGTERM): it exits cleanly, its WebSocket client is told to
// reconnect (3001), reaches node A through the same balancer and recovers what it missed.

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
const clients: Centrifuge[] = [];

beforeAll(async () => {
  nodes = await startTwoNodes({
    configA: SHARED,
    envB: { ...SHARED, ARGON2_MEMORY_KIB: "1024", ARGON2_TIME_COST: "1" },
    listenA: true,
  });
  ({ nodeA, nodeBUrl, database } = nodes);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await nodes?.stop();
});

/** A TCP balancer in front of the nodes whose target the test switches (0: refuse connections). */
async function switchableBalancer(initialPort: number) {
  let target = initialPort;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (target === 0) return socket.destroy();
    const upstream = net.connect(target, "127.0.0.1");
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    for (const [one, other] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      one.on("error", () => other.destroy());
      one.on("close", () => other.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/connection/websocket`,
    switchTo: (port: number) => {
      target = port;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      }),
  };
}

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

  it("drain node B on SIGTERM: its client reconnects through the balancer to node A and recovers", async () => {
    const portOf = (url: string) => Number(new URL(url).port);
    const balancer = await switchableBalancer(portOf(nodeBUrl));
    const player = await signUp(nodeA);
    const client = await connectedClient(balancer.url, { token: await settingsToken(nodeA, player.cookie) });
    clients.push(client);
    const reconnects = queue<{ code: number }>();
    client.on("connecting", (context) => reconnects.push(context));
    const inbox = subscribe(client, userChannel("freespins_changes", player.id));
    await inbox.subscribed();
    const publish = (id: number) =>
      nodeA.database.db.transaction((tx) => publishToUser(tx, "freespins_changes", player.id, { id }));
    await publish(1);
    expect((await inbox.next()).data).toEqual({ id: 1 });

    // The orchestrator stops node B; until node A takes its place the balancer has no node.
    balancer.switchTo(0);
    const exited = new Promise<number | null>((resolve) => nodes.nodeB.once("exit", resolve));
    nodes.nodeB.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect((await reconnects.take()).code).toBe(3001);
    await publish(2);
    balancer.switchTo((nodeA.server.address() as AddressInfo).port);

    expect(await inbox.subscribed()).toMatchObject({ wasRecovering: true, recovered: true });
    expect((await inbox.next()).data).toEqual({ id: 2 });
    await balancer.close();
  });
});
