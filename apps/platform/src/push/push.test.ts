import { pushPreferencesView, pushPublicKey, pushSubscriptionView } from "@croupier/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { importJWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, callbacksDelivered, payByCard, startDeposit } from "../payments/payment-test-helpers.ts";
import { call, RELAXED_AUTH_LIMITS, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { queuePush } from "./notify.ts";
import {
  type BrowserKeys,
  createBrowserKeys,
  type ReceivedPush,
  startTestPushService,
  type TestPushService,
} from "./push-test-helpers.ts";
import { pushMessages, pushSubscriptions, pushVapidKeys } from "./schema.ts";

// Web Push end to end on loopback: a player's browser subscribes, an event queues a push in its
// transaction, the delivery job POSTs it to a push service run by the test, which checks what a
// real one would (the VAPID JWT signed with the server's key, an aes128gcm body only the
// browser's key can open), and answers 201, 410 or 500 as each test needs.

let tdb: TestDatabase;
let app: FastifyInstance;
let service: TestPushService;

beforeAll(async () => {
  tdb = await createTestDatabase();
  service = await startTestPushService();
  app = await tdb.buildApp({
    ...RELAXED_AUTH_LIMITS,
    PUSH_ALLOW_PRIVATE_ENDPOINTS: "on",
    SUPPORT_EMAIL: "support@casino.example",
    // Retries are driven by the tests (deliverDue), never by the timer.
    PUSH_RETRY_INTERVAL_MS: "3600000",
  });
});
afterAll(async () => {
  await tdb.close();
  await service.close();
});

let endpoints = 0;
interface Browser {
  id: number;
  endpoint: string;
  path: string;
  keys: BrowserKeys;
}

/** A player's browser subscribed at a fresh path of the test push service. */
async function subscribe(cookie: string): Promise<Browser> {
  endpoints += 1;
  const path = `/push/${endpoints}`;
  const keys = createBrowserKeys();
  const endpoint = `${service.origin}${path}`;
  const response = await call(app, "POST", "/api/player/push_subscriptions", {
    cookie,
    payload: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  expect(response.statusCode, response.body).toBe(201);
  const view = pushSubscriptionView.parse(response.json());
  expect(view).toMatchObject({ endpoint, last_success_at: null });
  return { id: view.id, endpoint, path, keys };
}

async function waitFor<T>(read: () => T | Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("condition not reached");
}

const pushesTo = (path: string) => service.received.filter((push) => push.path === path);

function payloadOf(browser: Browser, push: ReceivedPush): { title: string; body: string; url: string; tag?: string } {
  return JSON.parse(browser.keys.decrypt(push.body));
}

function queue(playerId: number, ref: string, kind: "bonus_awarded" | "withdrawal_paid" = "bonus_awarded") {
  const now = new Date();
  return tdb.database.db.transaction((tx) =>
    kind === "bonus_awarded"
      ? queuePush(tx, { kind, playerId, ref, now, name: { en: "Welcome pack", es: "Pack de bienvenida" } })
      : queuePush(tx, { kind, playerId, ref, now, amountCents: 12_550n, currency: "EUR" }),
  );
}

describe("the VAPID key", () => {
  it("is made at first start, kept in the database and answered as a 65-byte P-256 point", async () => {
    const response = await call(app, "GET", "/api/push/vapid_public_key");
    expect(response.statusCode).toBe(200);
    const { public_key } = pushPublicKey.parse(response.json());
    const raw = Buffer.from(public_key, "base64url");
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    const [stored] = await tdb.database.db.select().from(pushVapidKeys);
    expect(stored?.publicKey).toBe(public_key);
  });
});

describe("subscriptions", () => {
  it("are refused signed out, and with a bad endpoint or keys field by field", async () => {
    const keys = createBrowserKeys();
    const body = { endpoint: `${service.origin}/x`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await call(app, "POST", "/api/player/push_subscriptions", { payload: body })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const post = (payload: unknown) => call(app, "POST", "/api/player/push_subscriptions", { cookie, payload });

    const ftp = await post({ ...body, endpoint: "ftp://push.example.com/x" });
    expect(ftp.statusCode).toBe(422);
    expect(Object.keys(ftp.json().errors)).toEqual(["endpoint"]);
    const credentials = await post({ ...body, endpoint: "https://user:secret@push.example.com/x" });
    expect(credentials.statusCode).toBe(422);
    expect(Object.keys(credentials.json().errors)).toEqual(["endpoint"]);
    const long = await post({ ...body, endpoint: `https://push.example.com/${"a".repeat(3000)}` });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(["endpoint"]);
    const badKeys = await post({ ...body, keys: { p256dh: "short", auth: "!" } });
    expect(badKeys.statusCode).toBe(422);
    expect(Object.keys(badKeys.json().errors).sort()).toEqual(["auth", "p256dh"]);
  });

  it("are stored per browser, listed with the preferences (all kinds on) and removed by endpoint", async () => {
    const { cookie, id } = await signUp(app);
    const first = await subscribe(cookie);
    await subscribe(cookie);
    const view = pushPreferencesView.parse((await call(app, "GET", "/api/player/push_preferences", { cookie })).json());
    expect(Object.values(view.kinds).every(Boolean)).toBe(true);
    expect(view.subscriptions.map((row) => row.endpoint)).toContain(first.endpoint);
    expect(view.subscriptions).toHaveLength(2);

    const removed = await call(app, "DELETE", "/api/player/push_subscriptions", {
      cookie,
      payload: { endpoint: first.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    const again = await call(app, "DELETE", "/api/player/push_subscriptions", {
      cookie,
      payload: { endpoint: first.endpoint },
    });
    expect(again.statusCode).toBe(404);
    const rows = await tdb.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, id));
    expect(rows).toHaveLength(1);
  });
});

describe("delivery", () => {
  it("pushes a deposit in the player's language, VAPID-signed and encrypted to the browser", async () => {
    const player = await signUp(app);
    expect(
      (await call(app, "PATCH", "/api/player/update_locale", { cookie: player.cookie, payload: { locale: "es" } }))
        .statusCode,
    ).toBe(200);
    const browser = await subscribe(player.cookie);
    const { path } = await startDeposit(app, player.cookie, { amountValue: 50 });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);

    const deposits = await waitFor(
      () => pushesTo(browser.path).filter((push) => payloadOf(browser, push).tag?.startsWith("deposit_success:")),
      (list) => list.length > 0,
    );
    expect(deposits).toHaveLength(1);
    const push = deposits[0] as ReceivedPush;
    expect(payloadOf(browser, push)).toMatchObject({ title: "Depósito recibido", url: "/es/games" });
    expect(payloadOf(browser, push).body).toMatch(/50/);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    // Authorization: vapid t=<JWT>, k=<the server's public key>; the JWT is ES256 over that key.
    const { public_key } = pushPublicKey.parse((await call(app, "GET", "/api/push/vapid_public_key")).json());
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization ?? "");
    expect(match?.[2]).toBe(public_key);
    const raw = Buffer.from(public_key, "base64url");
    const key = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33, 65).toString("base64url"),
      },
      "ES256",
    );
    const { payload, protectedHeader } = await jwtVerify(match?.[1] ?? "", key, { audience: service.origin });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload.sub).toBe("mailto:support@casino.example");
    expect(Number(payload.exp) * 1000).toBeGreaterThan(Date.now());

    // The delivery is recorded once the push service has answered, a moment after it got the push.
    const [row] = await waitFor(
      () => tdb.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
      (rows) => rows[0]?.lastSuccessAt != null,
    );
    expect(row?.lastSuccessAt).not.toBeNull();
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const player = await signUp(app);
    const browser = await subscribe(player.cookie);
    service.answer(browser.path, 410);
    expect(await queue(player.id, "gone-1")).toBe(1);
    await waitFor(
      () => tdb.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
      (rows) => rows.length === 0,
    );
    expect(pushesTo(browser.path)).toHaveLength(1);
    expect(await queue(player.id, "gone-2")).toBe(0);
  });

  it("retries after a push service error, with back-off, and sends once", async () => {
    const player = await signUp(app);
    const browser = await subscribe(player.cookie);
    service.answer(browser.path, 500);
    expect(await queue(player.id, "retry-1", "withdrawal_paid")).toBe(1);
    const [failed] = await waitFor(
      () =>
        tdb.database.db
          .select()
          .from(pushMessages)
          .where(eq(pushMessages.dedupeKey, `withdrawal_paid:retry-1:${browser.id}`)),
      (rows) => rows[0]?.attempts === 1,
    );
    expect(failed).toMatchObject({ status: "pending", lastError: "HTTP 500" });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(await app.push.delivery.deliverDue()).toBe(0);

    await tdb.database.db
      .update(pushMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(pushMessages.id, failed?.id ?? 0));
    expect(await app.push.delivery.deliverDue()).toBe(1);
    expect(await app.push.delivery.deliverDue()).toBe(0);
    const pushes = pushesTo(browser.path);
    expect(pushes).toHaveLength(2);
    expect(payloadOf(browser, pushes[1] as ReceivedPush)).toMatchObject({ title: "Withdrawal paid", url: "/withdraw" });
    const [sent] = await tdb.database.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.id, failed?.id ?? 0));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends nothing of a kind the player turned off", async () => {
    const player = await signUp(app);
    const browser = await subscribe(player.cookie);
    const response = await call(app, "PUT", "/api/player/push_preferences", {
      cookie: player.cookie,
      payload: { kinds: { bonus_awarded: false } },
    });
    expect(response.statusCode).toBe(200);
    expect(pushPreferencesView.parse(response.json()).kinds).toMatchObject({
      bonus_awarded: false,
      deposit_success: true,
    });
    expect(await queue(player.id, "off-1")).toBe(0);
    expect(await queue(player.id, "on-1", "withdrawal_paid")).toBe(1);
    await waitFor(
      () => pushesTo(browser.path),
      (list) => list.length === 1,
    );
    expect(payloadOf(browser, pushesTo(browser.path)[0] as ReceivedPush).tag).toBe("withdrawal_paid:on-1");
  });

  it("sends each push once when two nodes deliver at the same time", async () => {
    const secondNode = await tdb.buildApp({
      ...RELAXED_AUTH_LIMITS,
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "on",
      PUSH_RETRY_INTERVAL_MS: "3600000",
    });
    const player = await signUp(app);
    const browsers = [await subscribe(player.cookie), await subscribe(player.cookie), await subscribe(player.cookie)];
    for (let event = 1; event <= 4; event++)
      expect(await queue(player.id, `twice-${event}`, "withdrawal_paid")).toBe(3);
    // Both nodes heard the NOTIFY; both also run the job by hand, side by side.
    await Promise.all([app.push.delivery.deliverDue(), secondNode.push.delivery.deliverDue()]);
    await waitFor(
      () => browsers.flatMap((browser) => pushesTo(browser.path)),
      (list) => list.length >= 12,
    );
    await Promise.all([app.push.delivery.deliverDue(), secondNode.push.delivery.deliverDue()]);
    for (const browser of browsers) {
      const tags = pushesTo(browser.path).map((push) => payloadOf(browser, push).tag);
      expect(tags.sort()).toEqual([1, 2, 3, 4].map((event) => `withdrawal_paid:twice-${event}`));
    }
  });

  it("sends no promotional push during a time-out, but still the withdrawal paid", async () => {
    const player = await signUp(app);
    await subscribe(player.cookie);
    const excluded = await call(app, "POST", "/api/player/exclusion", {
      cookie: player.cookie,
      payload: { exclusion: { kind: "timeout", days: 1 } },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(await queue(player.id, "excluded-1")).toBe(0);
    expect(await queue(player.id, "excluded-2", "withdrawal_paid")).toBe(1);
  });
});
