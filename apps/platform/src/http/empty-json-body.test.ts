import { validationErrorBody } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_HEADERS, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";

// Clients of this API family send `Content-Type: application/json` with an empty body on calls that
// carry no data (sign-out, adding a favourite): an empty body is an empty object.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => testDb.close());

const JSON_HEADERS = { ...API_HEADERS, "content-type": "application/json" };
const EMPTY_BODIES = [
  ["no body at all", undefined],
  ["an empty string", ""],
  ["only white space", " \r\n"],
] as const;

async function anyGameCurrencyId(): Promise<number> {
  const list = (await app.inject({ url: "/api/games/allowed_desktop" })).json() as Record<
    string,
    { real: Record<string, { id: number }> }
  >;
  const game = Object.values(list).find((entry) => entry.real.EUR);
  if (!game?.real.EUR) throw new Error("no EUR game in the catalog");
  return game.real.EUR.id;
}

describe("an empty JSON body is an empty object", () => {
  it.each(EMPTY_BODIES)("DELETE /api/users/sign_out with %s signs the player out", async (_name, payload) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: "DELETE",
      url: "/api/users/sign_out",
      headers: { ...JSON_HEADERS, cookie },
      payload,
    });
    expect(response.statusCode).toBe(204);
    const player = await app.inject({ url: "/api/player", headers: { ...API_HEADERS, cookie } });
    expect(player.statusCode).toBe(401);
  });

  it.each(EMPTY_BODIES)("PUT /api/player/favorite_games/{id} with %s adds the favourite", async (_name, payload) => {
    const { cookie } = await signUp(app);
    const id = await anyGameCurrencyId();
    const response = await app.inject({
      method: "PUT",
      url: `/api/player/favorite_games/${id}`,
      headers: { ...JSON_HEADERS, cookie },
      payload,
    });
    expect(response.statusCode).toBe(204);
    const list = await app.inject({ url: "/api/player/favorite_games", headers: { ...API_HEADERS, cookie } });
    expect(list.json()).toEqual([id]);
  });

  it("a vendor media type with an empty body is an empty object too", async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: "DELETE",
      url: "/api/users/sign_out",
      headers: { ...API_HEADERS, "content-type": "application/vnd.s.v1+json", cookie },
      payload: "",
    });
    expect(response.statusCode).toBe(204);
  });

  it("a route that needs data answers 422 with the missing fields, not 400", async () => {
    const response = await app.inject({ method: "POST", url: "/api/users", headers: JSON_HEADERS, payload: "" });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorBody.parse(response.json()).errors)).toContain("user");
  });

  it("malformed JSON is still a 400", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: "/api/users/sign_out",
      headers: JSON_HEADERS,
      payload: "{",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Malformed JSON" });
  });
});
