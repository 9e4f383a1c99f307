import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { publishToUser, userChannel } from "./publish.ts";
import { realtimePublications } from "./schema.ts";
import { queue } from "./test-clients.ts";

// A local HTTP server stands in for Centrifugo's HTTP API (POST /api/publish with X-API-Key).

interface Received {
  apiKey: string | undefined;
  path: string | undefined;
  body: { channel: string; data: unknown; idempotency_key: string };
}

let tdb: TestDatabase;
let app: FastifyInstance;
let centrifugo: Server;
let refuse = false;
/** A player id no seeded player has: the channel need not belong to a stored player. */
const TEST_PLAYER_ID = 424_242;
const received = queue<Received>();

beforeAll(async () => {
  centrifugo = createServer((request, response) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => {
      const body: Received["body"] = JSON.parse(text);
      // The test's channel only: the demo seed publishes to its own players' channels too.
      if (body.channel.endsWith(`#${TEST_PLAYER_ID}`)) {
        received.push({ apiKey: request.headers["x-api-key"] as string | undefined, path: request.url, body });
      }
      if (refuse) {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result: {} }));
    });
  });
  await new Promise<void>((resolve) => centrifugo.listen(0, "127.0.0.1", resolve));
  const { port } = centrifugo.address() as AddressInfo;
  ({ testDb: tdb, app } = await createTestApp({
    REALTIME_PUBLISH_URL: `http://127.0.0.1:${port}/api/publish`,
    REALTIME_API_KEY: "centrifugo-api-key",
  }));
  // The demo seed's publications (lottery and tournament prizes) are relayed before the test
  // refuses anything: a refused one would be retried ahead of the test's own, in order.
  for (;;) {
    app.realtime.relay?.kick();
    await app.realtime.relay?.idle();
    const waiting = await app.database.db
      .select({ id: realtimePublications.id })
      .from(realtimePublications)
      .where(isNull(realtimePublications.relayedAt))
      .limit(1);
    if (waiting.length === 0) break;
  }
});

afterAll(async () => {
  await tdb.close();
  await new Promise((resolve) => centrifugo.close(resolve));
});

describe("the Centrifugo relay (REALTIME_PUBLISH_URL)", () => {
  it("posts every publication to Centrifugo's publish API in order, and retries what it refused", async () => {
    const playerId = TEST_PLAYER_ID;
    const channel = userChannel("lootboxes_changes", playerId);
    refuse = true;
    await app.database.db.transaction((tx) => publishToUser(tx, "lootboxes_changes", playerId, { n: 1 }));
    const refused = await received.take();
    expect(refused).toMatchObject({ apiKey: "centrifugo-api-key", path: "/api/publish" });
    expect(refused.body).toMatchObject({ channel, data: { n: 1 } });

    // Centrifugo is back: the refused publication goes first, then the new one.
    refuse = false;
    await app.database.db.transaction((tx) => publishToUser(tx, "lootboxes_changes", playerId, { n: 2 }));
    const first = await received.take();
    const second = await received.take();
    expect([first.body, second.body]).toEqual([
      { channel, data: { n: 1 }, idempotency_key: refused.body.idempotency_key },
      { channel, data: { n: 2 }, idempotency_key: expect.stringMatching(/^croupier-\d+$/) },
    ]);
    await app.realtime.relay?.idle();
    const rows = await app.database.db
      .select({ relayedAt: realtimePublications.relayedAt })
      .from(realtimePublications)
      .where(eq(realtimePublications.channel, channel));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.relayedAt !== null)).toBe(true);
  });
});
