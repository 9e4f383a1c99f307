import { playerSessions, playerSettings, playerStats } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

let testDb: TestDatabase;
let app: FastifyInstance;
const clock = { now: new Date("2031-09-15T10:00:00Z") };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp(
    { SIGN_UP_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_IP: "1000", REALTIME_SECRET: "test-realtime-secret" },
    { now: () => clock.now },
  );
});
afterAll(() => testDb.close());

const details = {
  first_name: "Ada",
  last_name: "Lovelace",
  date_of_birth: "1990-12-10",
  gender: "f",
  country: "PT",
  city: "Lisbon",
  address: "Rua Augusta 1",
  postal_code: "1100-048",
  mobile_phone: "+351912345678",
  receive_promos: false,
  receive_sms_promos: true,
};

function patch(cookie: string, player: Record<string, unknown>, query = "") {
  return call(app, "PATCH", `/api/player${query}`, { cookie, payload: { player, context: "edition" } });
}

describe("signed out", () => {
  it.each([
    ["GET", "/api/player"],
    ["PATCH", "/api/player"],
    ["PATCH", "/api/player/update_locale"],
    ["GET", "/api/player/groups"],
    ["POST", "/api/player/groups"],
    ["GET", "/api/player/stats"],
    ["GET", "/api/player/settings"],
    ["GET", "/api/player/sessions"],
    ["DELETE", "/api/player/sessions/1"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const response = await call(app, method, url, {
      payload: method === "GET" || method === "DELETE" ? undefined : {},
      cookie: "_casino_session=forged-or-expired",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "You need to sign in or sign up before continuing." });
  });
});

describe("PATCH /api/player (personal details)", () => {
  it("saves every editable field and answers the player", async () => {
    const { cookie } = await signUp(app);
    const response = await patch(cookie, details);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(details);
    expect((await call(app, "GET", "/api/player", { cookie })).json()).toMatchObject(details);
    // A subset is fine too.
    expect((await patch(cookie, { city: "Porto" })).json()).toMatchObject({ city: "Porto", first_name: "Ada" });
  });

  it("answers every rule's message under its field", async () => {
    const { cookie } = await signUp(app);
    const empty = await patch(cookie, {
      first_name: "",
      last_name: " ",
      date_of_birth: "",
      country: "",
      city: "",
      address: "",
      postal_code: "",
      mobile_phone: "",
    });
    expect(empty.statusCode).toBe(422);
    const required = ["must be completed"];
    expect(empty.json()).toEqual({
      errors: {
        first_name: required,
        last_name: required,
        date_of_birth: required,
        country: required,
        city: required,
        address: required,
        postal_code: required,
        mobile_phone: required,
      },
    });
    const invalid = await patch(cookie, {
      first_name: "x".repeat(51),
      address: "y".repeat(101),
      postal_code: "z".repeat(21),
      date_of_birth: "1990-02-30",
      gender: "x",
      country: "ZZ",
      mobile_phone: "+35191234",
      receive_promos: "yes",
    });
    expect(invalid.json()).toEqual({
      errors: {
        first_name: ["is too long (maximum is 50 characters)"],
        address: ["is too long (maximum is 100 characters)"],
        postal_code: ["is too long (maximum is 20 characters)"],
        date_of_birth: ["invalid input"],
        gender: ["invalid input"],
        // The message's wording: the check counts 13 characters with "+", the text says 12.
        mobile_phone: ["is too short (minimum is 12 characters)"],
        receive_promos: ["invalid input"],
        country: ["invalid input"],
      },
    });
    const more = await patch(cookie, { date_of_birth: "90-1-1", mobile_phone: "351912345678", country: "pt" });
    expect(more.json().errors).toEqual({
      date_of_birth: ["invalid input"],
      mobile_phone: ["invalid input"],
      country: ["invalid input"],
    });
    const long = await patch(cookie, { mobile_phone: "+3519123456789" });
    expect(long.json().errors).toEqual({ mobile_phone: ["is too long (maximum is 13 characters)"] });
  });

  it("requires 18 years, counted on the day", async () => {
    const { cookie } = await signUp(app);
    const young = await patch(cookie, { date_of_birth: "2013-09-16" }, "?l=pt-BR");
    expect(young.json()).toEqual({ errors: { date_of_birth: ["você deve ter pelo menos 18 anos"] } });
    expect((await patch(cookie, { date_of_birth: "2013-09-15" })).statusCode).toBe(200);
  });

  it("refuses fields outside the edition context, an unknown context, and a second birth date", async () => {
    const { cookie } = await signUp(app);
    const extra = await patch(cookie, { first_name: "Ada", email: "new@example.com", nickname: "ada", id: 1 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toEqual({
      errors: { email: ["invalid input"], nickname: ["invalid input"], id: ["invalid input"] },
    });
    const context = await call(app, "PATCH", "/api/player", { cookie, payload: { player: {}, context: "nope" } });
    expect(context.json()).toEqual({ errors: { context: ["invalid input"] } });
    expect((await patch(cookie, { date_of_birth: "1980-01-01" })).statusCode).toBe(200);
    expect((await patch(cookie, { date_of_birth: "1980-01-01" })).statusCode).toBe(200);
    expect((await patch(cookie, { date_of_birth: "1981-01-01" })).json()).toEqual({
      errors: { date_of_birth: ["invalid input"] },
    });
  });
});

describe("PATCH /api/player/update_locale", () => {
  it("stores a listed locale and refuses others", async () => {
    const { cookie } = await signUp(app);
    const response = await call(app, "PATCH", "/api/player/update_locale", { cookie, payload: { locale: "pt-BR" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: "pt-BR" });
    expect((await call(app, "GET", "/api/player", { cookie })).json().language).toBe("pt-BR");
    const bad = await call(app, "PATCH", "/api/player/update_locale", { cookie, payload: { locale: "xx" } });
    expect(bad.json()).toEqual({ errors: { locale: ["invalid input"] } });
  });
});

describe("groups", () => {
  it("lets the player join and leave writable groups only", async () => {
    const { cookie } = await signUp(app);
    expect((await call(app, "GET", "/api/player/groups", { cookie })).json()).toEqual([]);
    const joined = await call(app, "POST", "/api/player/groups", {
      cookie,
      payload: { groups: { add: ["newsletter", "tournaments_news"], remove: [] } },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual([
      { id: "newsletter", name: "Newsletter" },
      { id: "tournaments_news", name: "Tournament news" },
    ]);
    const player = (await call(app, "GET", "/api/player", { cookie })).json();
    expect(player.statuses).toEqual([
      { id: "level_0", name: "Begin" },
      { id: "newsletter", name: "Newsletter" },
      { id: "tournaments_news", name: "Tournament news" },
    ]);
    const left = await call(app, "POST", "/api/player/groups", {
      cookie,
      payload: { groups: { add: [], remove: ["newsletter"] } },
    });
    expect(left.json()).toEqual([{ id: "tournaments_news", name: "Tournament news" }]);
    for (const groups of [{ add: ["vip_candidate"] }, { remove: ["vip_candidate"] }, { add: ["unknown"] }]) {
      const refused = await call(app, "POST", "/api/player/groups", { cookie, payload: { groups } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { groups: ["invalid input"] } });
    }
  });
});

describe("stats and settings", () => {
  it("answer the contract's shapes", async () => {
    const { cookie, id } = await signUp(app);
    const stats = playerStats.parse((await call(app, "GET", "/api/player/stats", { cookie })).json());
    expect(stats.deposits_count).toBe(0);
    const settings = playerSettings.parse((await call(app, "GET", "/api/player/settings", { cookie })).json());
    const timestamp = String(Math.floor(clock.now.getTime() / 1000));
    expect(settings.cent).toEqual({
      url: "ws://localhost/connection/websocket",
      user: String(id),
      timestamp,
      token: expect.any(String),
      authEndpoint: "/api/player/realtime/auth",
    });
    // A Centrifugo connection token: HS256 under REALTIME_SECRET, the player as `sub`, an hour's life.
    const { payload, protectedHeader } = await jwtVerify(
      settings.cent.token,
      new TextEncoder().encode("test-realtime-secret"),
      { currentDate: clock.now },
    );
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ sub: String(id), exp: Number(timestamp) + 3600 });
  });
});

describe("sessions", () => {
  it("lists the player's sessions and ends one; never another player's", async () => {
    const { cookie: first, email } = await signUp(app);
    const second = (await signIn(app, email, undefined, "77.88.8.8")).cookies.find(
      (item) => item.name === "_casino_session",
    );
    const secondCookie = `_casino_session=${second?.value}`;
    const list = playerSessions.parse((await call(app, "GET", "/api/player/sessions", { cookie: first })).json());
    expect(list).toHaveLength(2);
    expect(list.find((session) => session.current)?.country).toBe("DE");
    const other = list.find((session) => !session.current);
    expect(other).toMatchObject({ ip: "77.88.8.8", country: "RU" });

    const intruder = await signUp(app);
    const stolen = await call(app, "DELETE", `/api/player/sessions/${other?.id}`, { cookie: intruder.cookie });
    expect(stolen.statusCode).toBe(404);
    expect((await call(app, "GET", "/api/player", { cookie: secondCookie })).statusCode).toBe(200);

    const ended = await call(app, "DELETE", `/api/player/sessions/${other?.id}`, { cookie: first });
    expect(ended.statusCode).toBe(204);
    expect((await call(app, "GET", "/api/player", { cookie: secondCookie })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/player/sessions", { cookie: first })).json()).toHaveLength(1);
  });
});

describe("isolation", () => {
  it("a player reads and changes only their own data", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await patch(alice.cookie, { first_name: "Alice" });
    await patch(bob.cookie, { first_name: "Bob" });
    // No call takes a player id: extra ids in the body or query are refused or ignored.
    const sneaky = await call(app, "PATCH", `/api/player?id=${alice.id}`, {
      cookie: bob.cookie,
      payload: { player: { id: alice.id, first_name: "Mallory" }, context: "edition" },
    });
    expect(sneaky.statusCode).toBe(422);
    expect((await call(app, "GET", `/api/player?id=${alice.id}`, { cookie: bob.cookie })).json()).toMatchObject({
      id: bob.id,
      first_name: "Bob",
    });
    expect((await call(app, "GET", "/api/player", { cookie: alice.cookie })).json()).toMatchObject({
      id: alice.id,
      first_name: "Alice",
    });
  });
});
