import { formatMessage, REGISTRATION_RESTRICTED_FIELD } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restrictedCountries } from "../geo/schema.ts";
import { fieldErrors, GERMAN_IP, PASSWORD, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { type ServiceContext, serviceContext } from "./identity-test-helpers.ts";
import { findUserByEmail } from "./repository.ts";
import { type SignUpForm, signUp } from "./sign-up.ts";
import { hashToken } from "./tokens.ts";

// The sign-up rules, called directly; auth-routes.test.ts proves the HTTP answers.

let testDb: TestDatabase;
let app: FastifyInstance;
let context: ServiceContext;
const now = new Date("2031-05-01T09:00:00Z");
const fromGermany = { clientIp: GERMAN_IP, locale: "en" as const };

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({}, { now: () => now }));
});
afterAll(() => testDb.close());

function form(extra: Partial<SignUpForm> = {}): SignUpForm {
  return {
    email: uniqueEmail("service"),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    currency: "EUR",
    receive_promos: true,
    terms_acceptance: true,
    ...extra,
  } as SignUpForm;
}

/** The 422's field errors. */
const refusal = (promise: Promise<unknown>) => fieldErrors(promise, 422);

describe("signUp", () => {
  it("creates the player signed in, opens their account and mails the confirmation link", async () => {
    context = await serviceContext(app);
    const input = form({ receive_promos: false });
    const user = await signUp(context, input, fromGermany);
    expect(user).toMatchObject({
      email: input.email,
      currency: "EUR",
      country: "DE",
      locale: "en",
      receivePromos: false,
      signInCount: 1,
      currentSignInAt: now,
      currentSignInIp: GERMAN_IP,
      lastSignInAt: null,
      confirmedAt: null,
    });
    expect(await context.hasher.verify(user.passwordHash, PASSWORD)).toBe(true);
    expect(context.needs.opened.map((opened) => opened.id)).toEqual([user.id]);
    const [mail] = context.mailer.sent;
    expect(context.mailer.sent).toHaveLength(1);
    expect(mail).toMatchObject({ kind: "confirmation", to: input.email, locale: "en" });
    expect(hashToken(mail?.token ?? "")).toBe(user.confirmationTokenHash);
  });

  it("keeps the form's language when the site has it, else the request's", async () => {
    context = await serviceContext(app);
    expect((await signUp(context, form({ locale: "ru" }), fromGermany)).locale).toBe("ru");
    expect((await signUp(context, form({ locale: "xx" }), { ...fromGermany, locale: "es" })).locale).toBe("es");
  });

  it("takes the form's country, else the IP's when it is known", async () => {
    context = await serviceContext(app);
    expect((await signUp(context, form({ country: "AT" }), fromGermany)).country).toBe("AT");
    expect((await signUp(context, form(), { ...fromGermany, clientIp: "10.0.0.7" })).country).toBeNull();
  });

  it("refuses an unknown currency or country and a taken address, creating and mailing nothing", async () => {
    context = await serviceContext(app);
    const invalid = [formatMessage("format", "en")];
    expect(await refusal(signUp(context, form({ currency: "XYZ" }), fromGermany))).toEqual({ currency: invalid });
    expect(await refusal(signUp(context, form({ country: "ZZ" }), fromGermany))).toEqual({ country: invalid });
    const taken = form();
    await signUp(context, taken, fromGermany);
    const again = form({ email: taken.email.toUpperCase() });
    expect(await refusal(signUp(context, again, { ...fromGermany, locale: "es" }))).toEqual({
      email: ["ya está en uso"],
    });
    expect(context.needs.opened).toHaveLength(1);
    expect(context.mailer.sent).toHaveLength(1);
  });

  it("refuses a visitor from a country where registration is restricted", async () => {
    context = await serviceContext(app);
    await testDb.database.db.insert(restrictedCountries).values({ countryCode: "RU", mark: "registration_restricted" });
    const input = form();
    const fields = await refusal(signUp(context, input, { ...fromGermany, clientIp: "77.88.8.8" }));
    expect(Object.keys(fields)).toEqual([REGISTRATION_RESTRICTED_FIELD]);
    expect(await findUserByEmail(testDb.database.db, input.email)).toBeNull();
  });

  it("creates the player without a mail once the address has had its share of mails", async () => {
    context = await serviceContext(app);
    context.mailer.allowed = false;
    const user = await signUp(context, form(), fromGermany);
    expect(user.confirmationTokenHash).not.toBeNull();
    expect(context.mailer.sent).toEqual([]);
  });
});
