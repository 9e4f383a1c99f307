import { isLocale, type Locale, type makeSignUpBody, REGISTRATION_RESTRICTED_FIELD } from "@croupier/contract";
import type { z } from "zod";
import { lookupCountry } from "../geo/lookup-country.ts";
import { countryExists, isRegistrationRestricted } from "../geo/repository.ts";
import { fieldError, type IdentityContext, recordSignIn } from "./context.ts";
import { insertUser, type User } from "./repository.ts";
import { createToken } from "./tokens.ts";

/** The `user` of a sign-up body that passed its schema. */
export type SignUpForm = z.output<ReturnType<typeof makeSignUpBody>>["user"];

/** Where the sign-up comes from: the visitor's IP and the language of the request. */
export interface SignUpOrigin {
  clientIp: string;
  locale: Locale;
}

/**
 * Creates the player and records their first sign-in; the caller opens the session. The rules:
 * nobody signs up from a country where registration is restricted (the IP decides); the currency
 * must be one players may hold and a given country a known one; without a country the IP's is kept
 * when known; the language is the form's when the site has it, else the request's; an address
 * already taken (in any letter case, also by a sign-up running at the same moment) is refused. The
 * player's account in their currency is opened, and the confirmation link mailed unless the address
 * has had its share of mails. Refusals are 422 under the field, in the request's language.
 */
export async function signUp(context: IdentityContext, form: SignUpForm, origin: SignUpOrigin): Promise<User> {
  const { app, needs } = context;
  const db = app.database.db;
  const ipCountry = lookupCountry(origin.clientIp);
  if (await isRegistrationRestricted(db, ipCountry)) {
    throw fieldError(origin, REGISTRATION_RESTRICTED_FIELD, "restricted_country");
  }
  if (!(await needs.isRealCurrency(db, form.currency))) throw fieldError(origin, "currency", "format");
  if (form.country && !(await countryExists(db, form.country))) throw fieldError(origin, "country", "format");
  const country = form.country ?? (ipCountry && (await countryExists(db, ipCountry)) ? ipCountry : null);
  const locale = form.locale && isLocale(form.locale) ? form.locale : origin.locale;
  const confirmation = createToken();
  const now = app.clock();
  const created = await insertUser(db, {
    email: form.email,
    passwordHash: await context.hasher.hash(form.password),
    currency: form.currency,
    country,
    locale,
    receivePromos: form.receive_promos,
    confirmationTokenHash: confirmation.hash,
    confirmationSentAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!created) throw fieldError(origin, "email", "taken");
  await needs.openAccounts(db, created);
  if (await context.mailer.canMail(created.email)) {
    await context.mailer.send({
      kind: "confirmation",
      to: created.email,
      locale,
      token: confirmation.token,
      dedupeKey: `confirmation:${confirmation.hash}`,
    });
  }
  return recordSignIn(app, origin, created);
}
