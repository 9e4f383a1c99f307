import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMAN_IP, PASSWORD, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { type ServiceContext, serviceContext } from "./identity-test-helpers.ts";
import { changePassword, type PasswordChange } from "./password-change.ts";
import { findUserById, type User, updateUser } from "./repository.ts";
import { sessions, trustedDevices } from "./schema.ts";
import { insertSession, type Session } from "./session-repository.ts";
import { signUp } from "./sign-up.ts";
import { createToken } from "./tokens.ts";

// The password-change rules, called directly; change-password.test.ts proves the HTTP answers.

let testDb: TestDatabase;
let app: FastifyInstance;
let context: ServiceContext;
const now = new Date("2031-07-01T12:00:00Z");
const NEW_PASSWORD = "Changed-456";

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ SIGN_IN_RATE_LIMIT_EMAIL: "3" }, { now: () => now });
  context = await serviceContext(app);
});
afterAll(() => testDb.close());

async function player(): Promise<User> {
  const form = { email: uniqueEmail("change"), password: PASSWORD, currency: "EUR", receive_promos: true };
  const user = await signUp(context, form as Parameters<typeof signUp>[1], { clientIp: GERMAN_IP, locale: "en" });
  return updateUser(testDb.database.db, user.id, { locale: "pt", resetPasswordTokenHash: createToken().hash });
}

function session(user: User): Promise<Session> {
  return insertSession(testDb.database.db, {
    tokenHash: createToken().hash,
    userId: user.id,
    ip: GERMAN_IP,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
}

async function device(user: User): Promise<string> {
  const { token, hash } = createToken();
  await testDb.database.db
    .insert(trustedDevices)
    .values({ tokenHash: hash, userId: user.id, createdAt: now, lastUsedAt: now });
  return token;
}

async function rowsOf(user: User) {
  const db = testDb.database.db;
  return {
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id),
    devices: (await db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id))).length,
  };
}

function change(user: User, current: Session, keepDeviceToken: string | undefined, currentPassword = PASSWORD) {
  const request: PasswordChange = {
    user,
    sessionId: current.id,
    keepDeviceToken,
    currentPassword,
    password: NEW_PASSWORD,
    locale: "en",
  };
  return changePassword(context, request);
}

describe("changePassword", () => {
  it("sets the password, keeps only this session and browser, drops the reset link and mails a notice", async () => {
    const user = await player();
    const current = await session(user);
    await session(user);
    const keep = await device(user);
    await device(user);
    context.mailer.sent.length = 0;
    await change(user, current, keep);
    const changed = await findUserById(testDb.database.db, user.id);
    expect(await context.hasher.verify(changed?.passwordHash ?? "", NEW_PASSWORD)).toBe(true);
    expect(changed).toMatchObject({ resetPasswordTokenHash: null, resetPasswordSentAt: null, updatedAt: now });
    expect(await rowsOf(user)).toEqual({ sessions: [current.id], devices: 1 });
    expect(context.mailer.sent).toMatchObject([{ kind: "password_changed", to: user.email, locale: "pt" }]);
  });

  it("refuses a wrong current password in the request's language and changes nothing", async () => {
    const user = await player();
    const current = await session(user);
    await session(user);
    context.mailer.sent.length = 0;
    const error = await change(user, current, undefined, "Wrong-123").then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ statusCode: 422, fields: { current_password: [expect.any(String)] } });
    expect(await findUserById(testDb.database.db, user.id)).toEqual(user);
    expect((await rowsOf(user)).sessions).toHaveLength(2);
    expect(context.mailer.sent).toEqual([]);
  });

  it("throttles guesses of the current password per player", async () => {
    const user = await player();
    const current = await session(user);
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(change(user, current, undefined, "Wrong-123")).rejects.toMatchObject({ statusCode: 422 });
    }
    await expect(change(user, current, undefined, PASSWORD)).rejects.toMatchObject({ statusCode: 429 });
    const other = await player();
    await change(other, await session(other), undefined);
  });
});
