import { player as playerSchema } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => tdb.close());

async function me(cookie: string) {
  return playerSchema.parse((await call(app, "GET", "/api/player", { cookie })).json());
}

function changeGroups(cookie: string, add: string[], remove: string[] = []) {
  return call(app, "POST", "/api/player/groups", { cookie, payload: { groups: { add, remove } } });
}

async function groupIds(cookie: string): Promise<string[]> {
  const response = await call(app, "GET", "/api/player/groups", { cookie });
  return (response.json() as { id: string }[]).map((group) => group.id);
}

describe("signed out", () => {
  it.each([
    ["PATCH", "/api/player/set_bonus_code?deposit_bonus_code=WELCOME"],
    ["DELETE", "/api/player/clear_bonus_code"],
    ["PATCH", "/api/player/update_bonus_settings?can_issue=false"],
    ["PATCH", "/api/player/accounts/1/select_lottery"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const response = await call(app, method, url, { payload: method === "DELETE" ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "You need to sign in or sign up before continuing." });
  });
});

describe("bonus code", () => {
  it("is set from the query or the body, answers the player, and is cleared", async () => {
    const { cookie } = await signUp(app);
    expect((await me(cookie)).deposit_bonus_code).toBeNull();
    const byQuery = await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=WELCOME-200");
    expect(byQuery.statusCode).toBe(401);
    const set = await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=WELCOME-200", { cookie });
    expect(set.statusCode).toBe(200);
    expect(playerSchema.parse(set.json())).toMatchObject({
      deposit_bonus_code: "WELCOME-200",
      can_issue_bonuses: true,
    });
    const byBody = await call(app, "PATCH", "/api/player/set_bonus_code", {
      cookie,
      payload: { deposit_bonus_code: " spins_20 " },
    });
    expect(byBody.json().deposit_bonus_code).toBe("spins_20");
    expect((await me(cookie)).deposit_bonus_code).toBe("spins_20");
    const cleared = await call(app, "DELETE", "/api/player/clear_bonus_code", { cookie });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().deposit_bonus_code).toBeNull();
    expect((await me(cookie)).deposit_bonus_code).toBeNull();
  });

  it("refuses a missing or malformed code with the field's message, in the player's language", async () => {
    const { cookie } = await signUp(app);
    await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=KEEP", { cookie });
    const cases: [string, unknown, string][] = [
      ["/api/player/set_bonus_code", undefined, "must be completed"],
      ["/api/player/set_bonus_code?deposit_bonus_code=", {}, "must be completed"],
      ["/api/player/set_bonus_code?deposit_bonus_code=two%20words", undefined, "invalid input"],
      ["/api/player/set_bonus_code", { deposit_bonus_code: "x".repeat(33) }, "invalid input"],
      ["/api/player/set_bonus_code", { deposit_bonus_code: "<script>" }, "invalid input"],
    ];
    for (const [url, payload, message] of cases) {
      const response = await call(app, "PATCH", url, { cookie, payload });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toEqual({ errors: { deposit_bonus_code: [message] } });
    }
    const spanish = await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=a%2Bb&l=es", { cookie });
    expect(spanish.json()).toEqual({ errors: { deposit_bonus_code: ["entrada no válida"] } });
    const typed = await call(app, "PATCH", "/api/player/set_bonus_code", {
      cookie,
      payload: { deposit_bonus_code: 7 },
    });
    expect(typed.statusCode).toBe(422);
    expect((await me(cookie)).deposit_bonus_code).toBe("KEEP");
  });
});

describe("bonus settings", () => {
  it("turns issuing off (clearing the code and the picked bonus) and on again", async () => {
    const { cookie } = await signUp(app);
    await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=WELCOME", { cookie });
    await changeGroups(cookie, ["73", "newsletter"]);
    const off = await call(app, "PATCH", "/api/player/update_bonus_settings?can_issue=false", { cookie });
    expect(off.statusCode).toBe(200);
    expect(playerSchema.parse(off.json())).toMatchObject({ can_issue_bonuses: false, deposit_bonus_code: null });
    expect(await groupIds(cookie)).toEqual(["newsletter"]);
    const on = await call(app, "PATCH", "/api/player/update_bonus_settings", { cookie, payload: { can_issue: true } });
    expect(on.json()).toMatchObject({ can_issue_bonuses: true, deposit_bonus_code: null });
    expect((await me(cookie)).can_issue_bonuses).toBe(true);
  });

  it("refuses a missing or malformed value", async () => {
    const { cookie } = await signUp(app);
    const missing = await call(app, "PATCH", "/api/player/update_bonus_settings", { cookie });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { can_issue: ["must be completed"] } });
    const word = await call(app, "PATCH", "/api/player/update_bonus_settings?can_issue=yes", { cookie });
    expect(word.statusCode).toBe(422);
    expect(Object.keys(word.json().errors)).toEqual(["can_issue"]);
    const text = await call(app, "PATCH", "/api/player/update_bonus_settings", {
      cookie,
      payload: { can_issue: "false" },
    });
    expect(text.statusCode).toBe(422);
    expect((await me(cookie)).can_issue_bonuses).toBe(true);
  });
});

describe("welcome-bonus groups", () => {
  it("are writable groups 73, 74, 75 named after the welcome-bonus texts, one at a time", async () => {
    const { cookie } = await signUp(app);
    const joined = await changeGroups(cookie, ["73"]);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual([{ id: "73", name: "100% first deposit bonus" }]);
    // Picking 73 or 74 adds that bonus and removes the other.
    expect((await changeGroups(cookie, [74 as unknown as string], ["73"])).json()).toEqual([
      { id: "74", name: "Free spins package" },
    ]);
    expect((await changeGroups(cookie, ["73"])).json()).toEqual([{ id: "73", name: "100% first deposit bonus" }]);
    expect((await changeGroups(cookie, ["75"])).json()).toEqual([{ id: "75", name: "No bonus" }]);
    expect((await changeGroups(cookie, [], ["75"])).json()).toEqual([]);
    const both = await changeGroups(cookie, ["73", "74"]);
    expect(both.statusCode).toBe(422);
    expect(both.json()).toEqual({ errors: { groups: ["invalid input"] } });
    await changeGroups(cookie, ["74", "tournaments_news"]);
    expect((await me(cookie)).statuses).toEqual([
      { id: "level_0", name: "Begin" },
      { id: "tournaments_news", name: "Tournament news" },
      { id: "74", name: "Free spins package" },
    ]);
  });
});

describe("OpenAPI", () => {
  it("documents the choice endpoints", async () => {
    const document = (await app.inject({ url: "/api/docs/openapi.json" })).json();
    expect(document.paths["/api/player/set_bonus_code"]).toHaveProperty("patch");
    expect(document.paths["/api/player/clear_bonus_code"]).toHaveProperty("delete");
    expect(document.paths["/api/player/update_bonus_settings"]).toHaveProperty("patch");
    expect(document.paths["/api/player/accounts/{id}/select_lottery"]).toHaveProperty("patch");
  });
});
