import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrors, GERMAN_IP, PASSWORD, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, handClock, type TestDatabase } from "../test/test-app.ts";
import type { TrustedDevice } from "./devices.ts";
import { type ServiceContext, serviceContext } from "./identity-test-helpers.ts";
import { type User, updateUser } from "./repository.ts";
import { trustedDevices } from "./schema.ts";
import { type SignInAttempt, signIn } from "./sign-in.ts";
import { signUp } from "./sign-up.ts";
import { createToken } from "./tokens.ts";

// The sign-in rules, called directly; auth-routes.test.ts and lock-out.test.ts prove the HTTP answers.

let testDb: TestDatabase;
let app: FastifyInstance;
let context: ServiceContext;
const clock = handClock("2031-06-01T08:00:00Z");
const { later } = clock;
const MINUTE = 60_000;
const MAX_FAILED_SIGN_INS = 5;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp(
    { SIGN_IN_RATE_LIMIT_EMAIL: "1000", MAX_FAILED_SIGN_INS: String(MAX_FAILED_SIGN_INS) },
    { now: () => clock.now },
  );
  context = await serviceContext(app);
});
afterAll(() => testDb.close());

/** A player who signed up (and, unless told otherwise, confirmed their address). */
async function player({ confirmed = true } = {}): Promise<User> {
  const form = { email: uniqueEmail("signin"), password: PASSWORD, currency: "EUR", receive_promos: true };
  const user = await signUp(context, form as Parameters<typeof signUp>[1], { clientIp: GERMAN_IP, locale: "en" });
  return confirmed ? updateUser(testDb.database.db, user.id, { confirmedAt: clock.now }) : user;
}

function attempt(email: string, password: string, device: TrustedDevice | null = null): SignInAttempt {
  return { email, password, clientIp: "192.0.2.10", locale: "en", trustedDevice: async () => device };
}

/** The 401's field errors, e.g. `{ password: ["wrong_password"] }`. */
const refusal = (promise: Promise<unknown>) => fieldErrors(promise, 401);

async function trustedDeviceOf(user: User): Promise<TrustedDevice> {
  const [device] = await testDb.database.db
    .insert(trustedDevices)
    .values({ tokenHash: createToken().hash, userId: user.id, createdAt: clock.now, lastUsedAt: clock.now })
    .returning();
  if (!device) throw new Error("no device row");
  return device;
}

describe("signIn", () => {
  it("answers the player with the sign-in recorded; the previous one becomes the last", async () => {
    const user = await player();
    later(MINUTE);
    const { user: signedIn, device } = await signIn(context, attempt(user.email.toUpperCase(), PASSWORD));
    expect(device).toBeNull();
    expect(signedIn).toMatchObject({
      id: user.id,
      signInCount: 2,
      lastSignInAt: user.currentSignInAt,
      lastSignInIp: GERMAN_IP,
      currentSignInAt: clock.now,
      currentSignInIp: "192.0.2.10",
      failedAttempts: 0,
    });
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const user = await player();
    expect(await refusal(signIn(context, attempt(user.email, "Wrong-123")))).toEqual({ password: ["wrong_password"] });
    expect(await refusal(signIn(context, attempt(uniqueEmail("nobody"), PASSWORD)))).toEqual({
      password: ["wrong_password"],
    });
  });

  it("locks after MAX_FAILED_SIGN_INS failures, mails the unlock link, and unlocks by itself", async () => {
    const user = await player();
    context.mailer.sent.length = 0;
    for (let failure = 1; failure < MAX_FAILED_SIGN_INS; failure++) {
      expect(await refusal(signIn(context, attempt(user.email, "Wrong-123")))).toEqual({
        password: ["wrong_password"],
      });
    }
    expect(await refusal(signIn(context, attempt(user.email, "Wrong-123")))).toEqual({ email: ["locked"] });
    expect(context.mailer.sent).toMatchObject([{ kind: "unlock", to: user.email }]);
    expect(await refusal(signIn(context, attempt(user.email, PASSWORD)))).toEqual({ email: ["locked"] });
    later(60 * MINUTE);
    expect((await signIn(context, attempt(user.email, PASSWORD))).user.lockedAt).toBeNull();
  });

  it("locks an address without an account exactly like one", async () => {
    const email = uniqueEmail("phantom");
    for (let failure = 1; failure < MAX_FAILED_SIGN_INS; failure++) {
      expect(await refusal(signIn(context, attempt(email, PASSWORD)))).toEqual({ password: ["wrong_password"] });
    }
    expect(await refusal(signIn(context, attempt(email, PASSWORD)))).toEqual({ email: ["locked"] });
    expect(await refusal(signIn(context, attempt(email, PASSWORD)))).toEqual({ email: ["locked"] });
  });

  it("lets a trusted device through the lock; its own failures cost it the trust", async () => {
    const user = await player();
    const device = await trustedDeviceOf(user);
    for (let failure = 0; failure < MAX_FAILED_SIGN_INS; failure++) {
      await refusal(signIn(context, attempt(user.email, "Wrong-123")));
    }
    const fromDevice = await signIn(context, attempt(user.email, PASSWORD, device));
    expect(fromDevice.device?.id).toBe(device.id);
    for (let failure = 0; failure < MAX_FAILED_SIGN_INS; failure++) {
      expect(await refusal(signIn(context, attempt(user.email, "Wrong-123", device)))).toEqual({
        password: ["wrong_password"],
      });
    }
    const rows = await testDb.database.db.select().from(trustedDevices).where(eq(trustedDevices.id, device.id));
    expect(rows).toEqual([]);
  });

  it("lets an unconfirmed address in during the grace period only", async () => {
    const user = await player({ confirmed: false });
    await signIn(context, attempt(user.email, PASSWORD));
    later(3 * 24 * 60 * MINUTE + MINUTE);
    expect(await refusal(signIn(context, attempt(user.email, PASSWORD)))).toEqual({ email: ["unconfirmed"] });
  });
});
