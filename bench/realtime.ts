// Realtime delivery: BENCH_CLIENTS (1,000) official `centrifuge` clients connected to one platform
// process and subscribed to their user channels; events published through publishToUser in a
// transaction of another node (this process, on the same PostgreSQL schema), as a bonus or a
// payment raises them. Figures: delivery latency from publish (before commit) to the client's
// publication event, p50/p99, against the commit of the publishing transaction measured in the
// same run as the reference; and the platform's memory per connection (RSS delta / clients).
//
// BENCH_DATABASE_URL (else DATABASE_URL, else the local server), BENCH_CLIENTS, BENCH_ROUNDS (3
// events per client), BENCH_CONCURRENCY (8 publishing transactions at a time), BENCH_PORT (3318).
import { readFileSync } from "node:fs";
import { Centrifuge } from "centrifuge";
import pg from "pg";
import { openPostgres } from "../apps/platform/src/db/postgres.ts";
import { publishToUser, userChannel } from "../apps/platform/src/realtime/publish.ts";
import { createTokenKeys } from "../apps/platform/src/realtime/tokens.ts";
import { quantile, startServer } from "./support/server.ts";

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3318);
const schema = `bench_realtime_${process.pid}`;
const secret = "bench-realtime-secret";
// Player ids of the bench's own: channels need no stored player.
const firstUser = 900_000_000;

const server = await startServer(port, {
  DATABASE_URL: url,
  DATABASE_SCHEMA: schema,
  REALTIME_SECRET: secret,
});
const database = await openPostgres(url, schema);
const keys = createTokenKeys(secret);
const connected: Centrifuge[] = [];

/** The platform process's resident set, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kib ?? 0) * 1024;
}

try {
  const pid = server.process.pid ?? 0;
  const wsUrl = `${server.origin.replace(/^http/, "ws")}/connection/websocket`;
  /** Per user: resolves the latency of the publication it waits for. */
  const waiting = new Map<number, (receivedAt: number) => void>();
  const rssBefore = rssOf(pid);

  const startedConnecting = performance.now();
  for (let start = 0; start < clients; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, clients - start) }, async (_, index) => {
        const user = firstUser + start + index;
        const client = new Centrifuge(wsUrl, {
          websocket: WebSocket,
          token: await keys.sign(String(user), 3600, new Date()),
        });
        connected.push(client);
        const subscription = client.newSubscription(userChannel("bonuses_changes", user));
        const subscribed = new Promise<void>((resolve) => subscription.once("subscribed", () => resolve()));
        subscription.on("publication", () => {
          const at = performance.now();
          waiting.get(user)?.(at);
        });
        subscription.subscribe();
        client.connect();
        await subscribed;
      }),
    );
  }
  const connectSeconds = (performance.now() - startedConnecting) / 1000;
  // Let the platform settle (timers, lazily grown buffers) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = rssOf(pid);

  const delivery: number[] = [];
  const commit: number[] = [];
  const afterCommit: number[] = [];
  const order = Array.from({ length: clients * rounds }, (_, index) => firstUser + (index % clients));
  let next = 0;
  const startedPublishing = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < order.length) {
        const user = order[next++] as number;
        const received = new Promise<number>((resolve) => waiting.set(user, resolve));
        const published = performance.now();
        await database.db.transaction((tx) =>
          publishToUser(tx, "bonuses_changes", user, { id: next, status: "active" }),
        );
        const committed = performance.now();
        commit.push(committed - published);
        const at = await received;
        delivery.push(at - published);
        // Received before the commit call returned: NOTIFY outran the commit's reply (0).
        afterCommit.push(Math.max(at - committed, 0));
        waiting.delete(user);
      }
    }),
  );
  const publishSeconds = (performance.now() - startedPublishing) / 1000;
  delivery.sort((a, b) => a - b);
  commit.sort((a, b) => a - b);
  afterCommit.sort((a, b) => a - b);

  const p50 = quantile(delivery, 0.5);
  const p99 = quantile(delivery, 0.99);
  const reference = quantile(commit, 0.5);
  const perConnection = (rssAfter - rssBefore) / clients;
  console.log(`realtime: ${clients} centrifuge clients on one platform process, PostgreSQL (LISTEN/NOTIFY)`);
  console.log(`  connect + subscribe  ${clients} clients in ${connectSeconds.toFixed(1)} s`);
  console.log(
    `  delivery             ${delivery.length} events in ${publishSeconds.toFixed(1)} s ` +
      `(${(delivery.length / publishSeconds).toFixed(0)}/s, ${concurrency} publishers)`,
  );
  console.log(`  latency publish→client p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  console.log(
    `  publishing tx commit   p50 ${reference.toFixed(1)} ms, p99 ${quantile(commit, 0.99).toFixed(1)} ms (reference)`,
  );
  console.log(
    `  commit→client          p50 ${quantile(afterCommit, 0.5).toFixed(1)} ms, p99 ${quantile(afterCommit, 0.99).toFixed(1)} ms`,
  );
  console.log(`  delivery p50 / commit p50: ${(p50 / reference).toFixed(2)}×`);
  console.log(
    `  memory: platform RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB → ${(rssAfter / 2 ** 20).toFixed(0)} MiB, ` +
      `${(perConnection / 1024).toFixed(1)} KiB per connection`,
  );
} finally {
  for (const client of connected) client.disconnect();
  await database.close();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`).catch(() => {});
  await admin.end();
  server.stop();
}
