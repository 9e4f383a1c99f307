import type { Centrifuge } from "centrifuge";
import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { trimHistory } from "./history.ts";
import { publish, publishToUser, userChannel } from "./publish.ts";
import { connectedClient, queue, settingsToken, socketUrl, subscribe } from "./test-clients.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let url: string;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({ ...MANY_SIGN_UPS, REALTIME_SECRET: "realtime-test-secret" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = socketUrl(app);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await tdb.close();
});

async function playerClient(target = app, options: Parameters<typeof connectedClient>[1] = {}) {
  const player = await signUp(target);
  const client = await connectedClient(socketUrl(target), {
    token: await settingsToken(target, player.cookie),
    getToken: () => settingsToken(target, player.cookie),
    ...options,
  });
  clients.push(client);
  return { ...player, client };
}

/** Publishes in a transaction of its own, as a service does. */
function publishCommitted(userId: number, data: unknown) {
  return app.database.db.transaction((tx) => publishToUser(tx, "bonuses_changes", userId, data));
}

describe("GET /api/player/settings", () => {
  it("gives the WebSocket URL of the configured origin, whatever the request's Host", async () => {
    const { cookie, id } = await signUp(app);
    const response = await call(app, "GET", "/api/player/settings", {
      cookie,
      headers: { host: "evil.example" },
    });
    expect(response.json().cent).toMatchObject({ url: "ws://localhost/connection/websocket", user: String(id) });
  });
});

describe("the Centrifugo protocol with the official client", () => {
  it("delivers a publication to the player's channel once the transaction commits", async () => {
    const { id, client } = await playerClient();
    const inbox = subscribe(client, userChannel("bonuses_changes", id));
    expect(await inbox.subscribed()).toMatchObject({ recoverable: true });

    await publishCommitted(id, { id: 1, status: "issued" });
    const publication = await inbox.next();
    expect(publication.data).toEqual({ id: 1, status: "issued" });
    const first = publication.offset ?? 0;

    // Nothing is delivered from a transaction that rolls back.
    await expect(
      app.database.db.transaction(async (tx) => {
        await publishToUser(tx, "bonuses_changes", id, { rolled: "back" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow();
    await publishCommitted(id, { id: 1, status: "active" });
    // The rolled-back publication took no offset.
    expect(await inbox.next()).toMatchObject({ data: { id: 1, status: "active" }, offset: first + 1 });
  });

  it("carries large publications by reference, still in order", async () => {
    const { id, client } = await playerClient();
    const inbox = subscribe(client, userChannel("bonuses_changes", id));
    await inbox.subscribed();
    const large = { text: "x".repeat(10_000) };
    await publishCommitted(id, large);
    await publishCommitted(id, { small: true });
    expect((await inbox.next()).data).toEqual(large);
    expect((await inbox.next()).data).toEqual({ small: true });
  });

  it("refuses another player's channel with permission denied (103)", async () => {
    const { client } = await playerClient();
    const other = await signUp(app);
    const subscription = client.newSubscription(userChannel("payments_changes", other.id));
    const unsubscribed = new Promise<{ code: number; reason: string }>((resolve) =>
      subscription.once("unsubscribed", resolve),
    );
    subscription.subscribe();
    expect(await unsubscribed).toMatchObject({ code: 103, reason: "permission denied" });
  });

  it("lets an anonymous visitor subscribe public:wins, and nothing of a player", async () => {
    const client = await connectedClient(url);
    clients.push(client);
    const inbox = subscribe(client, "public:wins");
    await inbox.subscribed();
    await publish(app.database.db, "public:wins", { game: "dice", amount_cents: 500 });
    expect((await inbox.next()).data).toEqual({ game: "dice", amount_cents: 500 });

    const player = await signUp(app);
    const subscription = client.newSubscription(userChannel("balance", player.id));
    const unsubscribed = new Promise<{ code: number }>((resolve) => subscription.once("unsubscribed", resolve));
    subscription.subscribe();
    expect((await unsubscribed).code).toBe(103);
  });

  it("refuses a token not signed with the realtime secret", async () => {
    const client = new (await import("centrifuge")).Centrifuge(url, {
      websocket: WebSocket,
      token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
    });
    const disconnected = new Promise<{ code: number }>((resolve) => client.once("disconnected", resolve));
    client.connect();
    expect((await disconnected).code).toBe(3500);
  });

  it("answers the raw protocol: connect reply fields, 108 for rpc, a bad frame disconnects (3501)", async () => {
    const socket = new WebSocket(url);
    const frames = queue<string>();
    socket.addEventListener("message", (event) => frames.push(String(event.data)));
    const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    await new Promise((resolve) => socket.addEventListener("open", resolve));
    socket.send('{"id":1,"connect":{"name":"raw"}}\n{"id":2,"rpc":{"method":"bonus"}}');
    expect(JSON.parse(await frames.take())).toMatchObject({
      id: 1,
      connect: { version: "croupier", ping: 25, pong: true },
    });
    expect(JSON.parse(await frames.take())).toEqual({ id: 2, error: { code: 108, message: "not available" } });
    socket.send("not json");
    expect(await closed).toBe(3501);
  });

  it("recovers exactly the publications missed while disconnected, in order", async () => {
    const { id, client } = await playerClient();
    const inbox = subscribe(client, userChannel("bonuses_changes", id));
    await inbox.subscribed();
    await publishCommitted(id, { n: 1 });
    const first = await inbox.next();
    expect(first.data).toEqual({ n: 1 });
    const base = first.offset ?? 0;

    const disconnected = new Promise<void>((resolve) => client.once("disconnected", () => resolve()));
    client.disconnect();
    await disconnected;
    for (const n of [2, 3, 4]) await publishCommitted(id, { n });
    client.connect();
    const resubscribed = await inbox.subscribed();
    expect(resubscribed).toMatchObject({ wasRecovering: true, recovered: true });
    const recovered = [await inbox.next(), await inbox.next(), await inbox.next()];
    expect(recovered.map((publication) => [publication.offset, publication.data])).toEqual([
      [base + 1, { n: 2 }],
      [base + 2, { n: 3 }],
      [base + 3, { n: 4 }],
    ]);
    // Live again after the recovery.
    await publishCommitted(id, { n: 5 });
    expect((await inbox.next()).data).toEqual({ n: 5 });
  });

  it("answers recovered: false for a stale epoch or a trimmed history", async () => {
    const { id, client } = await playerClient();
    const channel = userChannel("bonuses_changes", id);
    await publishCommitted(id, { n: 1 });
    await publishCommitted(id, { n: 2 });
    const live = subscribe(client, channel);
    const position = (await live.subscribed()).streamPosition;
    const epoch = position?.epoch ?? "";
    const offset = (position?.offset ?? 0) - 1;
    expect(epoch).not.toBe("");
    client.removeSubscription(live.subscription);

    const recoverFrom = async (since: { offset: number; epoch: string }) => {
      const subscription = client.newSubscription(channel, { since });
      const subscribed = queue<{ recovered: boolean; wasRecovering: boolean }>();
      subscription.on("subscribed", subscribed.push);
      subscription.subscribe();
      const context = await subscribed.take();
      client.removeSubscription(subscription);
      return context;
    };
    expect(await recoverFrom({ offset, epoch })).toMatchObject({ wasRecovering: true, recovered: true });
    expect(await recoverFrom({ offset, epoch: "stale" })).toMatchObject({ wasRecovering: true, recovered: false });
    await trimHistory(app.database.db, new Date(Date.now() + 60_000));
    expect(await recoverFrom({ offset, epoch })).toMatchObject({ wasRecovering: true, recovered: false });
  });
});

describe("connection tokens", () => {
  let shortApp: FastifyInstance;

  beforeAll(async () => {
    shortApp = await tdb.buildApp({
      ...MANY_SIGN_UPS,
      REALTIME_TOKEN_TTL_SECONDS: "2",
      REALTIME_EXPIRY_GRACE_SECONDS: "1",
    });
    await shortApp.listen({ port: 0, host: "127.0.0.1" });
  });

  it("are refreshed from /api/player/settings before they expire, and the connection lives on", async () => {
    let refreshes = 0;
    const refreshed = queue<void>();
    const player = await signUp(shortApp);
    const first = await settingsToken(shortApp, player.cookie);
    const client = await connectedClient(socketUrl(shortApp), {
      token: first,
      getToken: async () => {
        const token = await settingsToken(shortApp, player.cookie);
        refreshes += 1;
        refreshed.push();
        return token;
      },
    });
    clients.push(client);
    const dropped = queue<{ code: number }>();
    client.on("connecting", dropped.push);
    const inbox = subscribe(client, userChannel("comps_award", player.id));
    await inbox.subscribed();
    // The first token expires after 2 s (the connection would close 1 s later): the client asks
    // for new tokens and sends `refresh`, until well past the moment the first one would have
    // ended the connection.
    const closesAt = ((decodeJwt(first).exp ?? 0) + 1) * 1000;
    while (Date.now() < closesAt + 500) await refreshed.take();
    expect(refreshes).toBeGreaterThanOrEqual(2);
    await shortApp.database.db.transaction((tx) => publishToUser(tx, "comps_award", player.id, { points: 10 }));
    expect((await inbox.next()).data).toEqual({ points: 10 });
    expect(dropped.size()).toBe(0);
  });

  it("end the connection when they expire unrefreshed (3005), and an expired one is refused (109)", async () => {
    const player = await signUp(shortApp);
    const token = await settingsToken(shortApp, player.cookie);
    // A client that only ever has its first token: its refresh is refused once the token expired.
    const client = await connectedClient(socketUrl(shortApp), { token, getToken: async () => token });
    clients.push(client);
    const reconnecting = new Promise<{ code: number }>((resolve) => client.once("connecting", resolve));
    const errors = queue<{ type: string; error: { code: number } }>();
    client.on("error", errors.push);
    expect((await reconnecting).code).toBe(3005);
    // Reconnecting with the expired token is refused with 109 (token expired).
    expect(await errors.take()).toMatchObject({ type: "connect", error: { code: 109 } });
  });
});
