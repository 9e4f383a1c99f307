import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserById, type User, updateUser } from "../identity/repository.ts";
import { fieldErrors, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { type PlayerUpdate, updatePlayer } from "./update-player.ts";

// The personal-details rules, called directly; player-routes.test.ts proves the HTTP answers.

let testDb: TestDatabase;
let app: FastifyInstance;
const today = new Date("2031-09-15T10:00:00Z");
const options = { locale: "en" as const, now: () => today };

beforeAll(async () => {
  ({ testDb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => testDb.close());

async function newPlayer(): Promise<User> {
  const { id } = await signUp(app);
  const user = await findUserById(testDb.database.db, id);
  if (!user) throw new Error("no user");
  return user;
}

function edition(player: Record<string, unknown>): PlayerUpdate {
  return { player, context: "edition" };
}

/** The 422's field errors. */
const refusal = (promise: Promise<unknown>) => fieldErrors(promise, 422);

describe("updatePlayer", () => {
  it("writes the editable fields to their columns and answers the changed player", async () => {
    const user = await newPlayer();
    const changed = await updatePlayer(
      testDb.database.db,
      user,
      edition({ first_name: "Ada", country: "PT", receive_sms_promos: true, date_of_birth: "1990-12-10" }),
      options,
    );
    expect(changed).toMatchObject({
      id: user.id,
      firstName: "Ada",
      country: "PT",
      receiveSmsPromos: true,
      dateOfBirth: "1990-12-10",
      updatedAt: today,
      email: user.email,
    });
  });

  it("reports every refusal at once and writes nothing", async () => {
    const user = await newPlayer();
    const fields = await refusal(
      updatePlayer(testDb.database.db, user, edition({ first_name: "", country: "ZZ", email: "x@example.com" }), {
        ...options,
        locale: "es",
      }),
    );
    expect(Object.keys(fields).sort()).toEqual(["country", "email", "first_name"]);
    expect(await findUserById(testDb.database.db, user.id)).toEqual(user);
  });

  it("refuses a context that lets nothing be edited", async () => {
    const user = await newPlayer();
    expect(
      await refusal(updatePlayer(testDb.database.db, user, { player: { city: "Porto" }, context: "nope" }, options)),
    ).toEqual({ context: ["invalid input"] });
  });

  it("keeps a date of birth once set", async () => {
    const user = await updateUser(testDb.database.db, (await newPlayer()).id, { dateOfBirth: "1980-01-01" });
    const same = await updatePlayer(testDb.database.db, user, edition({ date_of_birth: "1980-01-01" }), options);
    expect(same.dateOfBirth).toBe("1980-01-01");
    expect(
      await refusal(updatePlayer(testDb.database.db, user, edition({ date_of_birth: "1981-01-01" }), options)),
    ).toEqual({ date_of_birth: ["invalid input"] });
  });

  it("counts the 18 years on the given day", async () => {
    const user = await newPlayer();
    const fields = await refusal(
      updatePlayer(testDb.database.db, user, edition({ date_of_birth: "2013-09-16" }), options),
    );
    expect(Object.keys(fields)).toEqual(["date_of_birth"]);
    const adult = await updatePlayer(testDb.database.db, user, edition({ date_of_birth: "2013-09-15" }), options);
    expect(adult.dateOfBirth).toBe("2013-09-15");
  });
});
