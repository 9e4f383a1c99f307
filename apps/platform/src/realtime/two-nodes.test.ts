import type { Centrifuge } from "centrifuge";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../test/identity-helpers.ts";
import { startTwoNodes, type TwoNodes } from "../test/two-nodes.ts";
import { publishToUser, userChannel } from "./publish.ts";
import { connectedClient, settingsToken, subscribe } from "./test-clients.ts";

// Two platform processes on one PostgreSQL server (test/two-nodes.ts): an event raised on node A
// reaches a client of node B. No REALTIME_SECRET on either node: both read the key kept in the
// database.

let nodes: TwoNodes;
let nodeA: FastifyInstance;
let nodeBUrl: string;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  nodes = await startTwoNodes({
    configA: { SIGN_UP_RATE_LIMIT_IP: "1000" },
    envB: { ARGON2_MEMORY_KIB: "1024", ARGON2_TIME_COST: "1" },
  });
  ({ nodeA, nodeBUrl } = nodes);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await nodes?.stop();
});

describe("two platform nodes on one PostgreSQL server", () => {
  it("deliver an event raised through node A to a client connected to node B", async () => {
    const player = await signUp(nodeA);
    const token = await settingsToken(nodeA, player.cookie);
    const client = await connectedClient(`${nodeBUrl.replace(/^http/, "ws")}/connection/websocket`, { token });
    clients.push(client);
    const inbox = subscribe(client, userChannel("freespins_changes", player.id));
    await inbox.subscribed();

    await nodeA.database.db.transaction((tx) =>
      publishToUser(tx, "freespins_changes", player.id, { id: 9, status: "issued" }),
    );
    expect((await inbox.next()).data).toEqual({ id: 9, status: "issued" });
  });
});
