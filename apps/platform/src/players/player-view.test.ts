import { player } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, sessionCookie, signUpPayload, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

// The player object: the fields of features this casino
// does not have are there with their honest "none" values, on sign-up and on GET /api/player.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
});
afterAll(() => testDb.close());

const NOT_OFFERED = {
  autoregistered: false,
  autologin_link: null,
  license_name: "CW",
  sumsub_verified: null,
  sow_questionnaire_expires_at: null,
};

describe("the player object", () => {
  it("carries autoregistered, autologin_link, license_name, sumsub_verified and sow_questionnaire_expires_at", async () => {
    const signUp = await call(app, "POST", "/api/users", { payload: signUpPayload(uniqueEmail()) });
    expect(signUp.statusCode).toBe(201);
    expect(player.parse(signUp.json())).toMatchObject(NOT_OFFERED);

    const cookie = sessionCookie(signUp);
    const profile = await call(app, "GET", "/api/player", { cookie });
    expect(profile.statusCode).toBe(200);
    expect(player.parse(profile.json())).toMatchObject(NOT_OFFERED);
  });

  it("license_name follows the project's licence", async () => {
    await testDb.database.db.execute(
      "update settings set value = jsonb_set(value, '{license}', '\"EE\"') where key = 'project'",
    );
    const signUp = await call(app, "POST", "/api/users", { payload: signUpPayload(uniqueEmail()) });
    expect(signUp.json()).toMatchObject({ license_name: "EE" });
  });
});
