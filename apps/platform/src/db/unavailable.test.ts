import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { call, signUp, signUpPayload, uniqueEmail } from "../test/identity-helpers.ts";
import { dropSchema, testConfig } from "../test/test-app.ts";
import type { Database } from "./database.ts";
import { openPostgres } from "./postgres.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./unavailable.ts";

// While the database cannot be reached, calls answer 503 with Retry-After (clients and load
// balancers wait and retry) rather than 500 (a bug to report). The platform reaches a real
// PostgreSQL here through a TCP relay the test cuts and restores, as a restart or failover would.

const URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
    ["an administrator's shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["a server still starting", withCode("the database system is starting up", "57P03")],
    ["a full connection table", withCode("sorry, too many clients already", "53300")],
    ["a connection exception class", withCode("connection failure", "08006")],
    ["drizzle's wrapper of any of these", new DrizzleQueryError("select 1", [], new Error("Connection terminated"))],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a serialization failure", withCode("could not serialize access", "40001")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["drizzle's wrapper of a constraint error", new DrizzleQueryError("insert", [], withCode("violates", "23514"))],
    ["something not an error", "ECONNREFUSED"],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/** A TCP relay to the database that can be cut (every connection dropped, new ones refused). */
interface Relay {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startRelay(target: string): Promise<Relay> {
  const upstream = new globalThis.URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const relayServer = (): Server =>
    createServer((client) => {
      const server = connect(Number(upstream.port || 5432), upstream.hostname);
      track(client);
      track(server);
      client.pipe(server).pipe(client);
    });
  let server = relayServer();
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server.listen(port, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await listen();
  const url = new globalThis.URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stop,
    restore: async () => {
      server = relayServer();
      await listen(port);
    },
    close: stop,
  };
}

describe("calls while the database is away", () => {
  const schema = `test_away_${randomBytes(6).toString("hex")}`;
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    relay = await startRelay(URL);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-away-"));
    database = await openPostgres(relay.url, schema);
    app = await buildApp(testConfig(dataDir), { database });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await relay?.close();
    await dropSchema(URL, schema);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answer 503 with Retry-After, change nothing, and work again once it is back", async () => {
    const player = await signUp(app);
    expect((await call(app, "GET", "/api/player", { cookie: player.cookie })).statusCode).toBe(200);

    await relay.cut();
    const away = await call(app, "GET", "/api/player", { cookie: player.cookie });
    expect(away.statusCode).toBe(503);
    expect(away.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(away.json()).toEqual({ error: "Service unavailable" });
    const email = uniqueEmail("away");
    const signUpAway = await call(app, "POST", "/api/users", { payload: signUpPayload(email) });
    expect(signUpAway.statusCode).toBe(503);

    await relay.restore();
    const back = await call(app, "GET", "/api/player", { cookie: player.cookie });
    expect(back.statusCode).toBe(200);
    expect((back.json() as { email: string }).email).toBe(player.email);
    // The sign-up refused while the database was away made nothing: the address is still free.
    expect((await signUp(app, email)).email).toBe(email);
  });
});
