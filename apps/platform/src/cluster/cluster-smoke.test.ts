import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { openPostgres } from "../db/postgres.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { gameActions } from "../provider-wallet/schema.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { findFreePort } from "../test/crash/crash-platform.ts";
import { createStudioPlayers } from "../test/studio-players.ts";
import { dropSchema } from "../test/test-app.ts";

// The cluster as operators start it (`npm run cluster`, scripts/cluster.ts): three nodes behind the
// balancer on the PostgreSQL server beside the suite, a short load of signed seamless-wallet bets
// through the balancer, one node SIGKILLed in the middle of it. Every bet the cluster acknowledged
// is in the wallet afterwards, the ledger holds every invariant, and the balancer keeps answering
// from the nodes left (the supervisor starts the killed one again).

// Run only with DATABASE_URL (vitest.config.ts): the database scope of `npm test`.
const URL = process.env.DATABASE_URL ?? "";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const SECRET = randomBytes(16).toString("hex");
const PLAYERS = 10;

let supervisor: ChildProcess;
let workDir: string;
let origin: string;
let database: Database;
const schema = `smoke_${randomBytes(6).toString("hex")}`;
const tokens: string[] = [];
let output = "";

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "croupier-cluster-"));
  const port = await findFreePort();
  supervisor = spawn(process.execPath, ["scripts/cluster.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: URL,
      DATABASE_SCHEMA: schema,
      CLUSTER_PORT: String(port),
      CLUSTER_HOST: "127.0.0.1",
      CLUSTER_DIR: workDir,
      CLUSTER_BUILD: "off",
      CLUSTER_BALANCER: "node",
      WEB_BUILD_DIR: path.join(workDir, "no-web"),
      PROVIDER_SECRET_CROUPIER_STUDIO: SECRET,
      ARGON2_MEMORY_KIB: "1024",
      ARGON2_TIME_COST: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [supervisor.stdout, supervisor.stderr]) stream?.on("data", (chunk) => (output += chunk));
  origin = await new Promise<string>((resolve, reject) => {
    supervisor.stdout?.on("data", () => {
      const match = /^(http:\/\/localhost:\d+)$/m.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    supervisor.once("exit", (code) => reject(new Error(`cluster exited (${code}): ${output.slice(-2000)}`)));
  });
  database = await openPostgres(URL, schema);
  await fundPlayers();
}, 170_000);

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    const exited = new Promise((resolve) => supervisor.once("exit", resolve));
    supervisor.kill("SIGTERM");
    await exited;
  }
  await database?.close();
  await dropSchema(URL, schema);
  await rm(workDir, { recursive: true, force: true });
});

/** Funded EUR players of the seeded schema, each with an open session of a studio game. */
async function fundPlayers(): Promise<void> {
  const players = await createStudioPlayers(database.db, { prefix: "smoke", count: PLAYERS, funds: 10_000_000n });
  tokens.push(...players.map((player) => player.token));
}

/** One signed bet through the balancer; its transaction id when the wallet acknowledged it. */
async function bet(): Promise<string | null> {
  const transaction = randomUUID();
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    token: tokens[Math.floor(Math.random() * tokens.length)],
    transaction_uuid: transaction,
    round: randomUUID(),
    currency: "EUR",
    amount: 1 + Math.floor(Math.random() * 100),
  });
  try {
    const response = await fetch(`${origin}/api/provider-wallet/croupier-studio/bet`, {
      method: "POST",
      headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, body) },
      body,
    });
    const answer = (await response.json()) as { status?: string };
    return response.status === 200 && answer.status === "RS_OK" ? transaction : null;
  } catch {
    return null;
  }
}

describe("three nodes behind the balancer (npm run cluster)", () => {
  it("keep every acknowledged bet and a sound ledger when a node is killed under load", async () => {
    const state = JSON.parse(await readFile(path.join(workDir, "cluster.json"), "utf8")) as {
      nodes: { pid: number }[];
    };
    expect(state.nodes).toHaveLength(3);
    const acknowledged: string[] = [];
    const afterKill: string[] = [];
    let killed = false;
    const deadline = Date.now() + 5_000;
    setTimeout(() => {
      process.kill(state.nodes[0]?.pid ?? 0, "SIGKILL");
      killed = true;
    }, 1_500);
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (Date.now() < deadline) {
          const wasKilled = killed;
          const transaction = await bet();
          if (!transaction) continue;
          acknowledged.push(transaction);
          if (wasKilled) afterKill.push(transaction);
        }
      }),
    );

    console.log(`cluster smoke: ${acknowledged.length} bets acknowledged in 5 s, ${afterKill.length} after the kill`);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(afterKill.length).toBeGreaterThan(5);
    const found = await database.db
      .select({ transactionId: gameActions.transactionId })
      .from(gameActions)
      .where(inArray(gameActions.transactionId, acknowledged));
    expect(found).toHaveLength(acknowledged.length);
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });
});
