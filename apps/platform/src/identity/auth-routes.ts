import {
  changePasswordBody,
  errorBody,
  formatMessage,
  isLocale,
  makeChangePasswordBody,
  makeSignUpBody,
  player,
  REGISTRATION_RESTRICTED_FIELD,
  SIGN_IN_ERROR_CODES,
  signInBody,
  signInErrorBody,
  signUpBody,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { lookupCountry } from "../geo/lookup-country.ts";
import { countryExists, isRegistrationRestricted } from "../geo/repository.ts";
import { fieldError, type IdentityContext, parseWith, recordSignIn } from "./context.ts";
import { findTrustedDevice, forgetOtherDevices, recordDeviceFailure, trustDevice } from "./devices.ts";
import { findUserByEmail, incrementFailedAttempts, insertUser, type User, updateUser } from "./repository.ts";
import { deleteOtherSessions } from "./session-repository.ts";
import { endSession, startSession } from "./sessions.ts";
import { requireSignedInPlayer, signedInPlayer, signedInSession } from "./signed-in-player.ts";
import { createToken, hashToken } from "./tokens.ts";

/** The route validates at request time (limits from the database); the schema is for the docs. */
const documentedOnly = () => (data: unknown) => ({ value: data });

/** Sign-up, sign-in and sign-out (api-contract.md §3). */
export function authRoutes(context: IdentityContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const identity = app.config.identity;
    const limits = identity.rateLimits;

    app.post(
      "/users",
      {
        validatorCompiler: documentedOnly,
        schema: {
          tags: ["auth"],
          summary: "Sign up; answers the new player and signs in",
          body: signUpBody,
          response: { 201: player, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        context.limiter.hit(`sign-up:${request.clientIp}`, limits.signUpPerIp);
        const { user: input } = parseWith(makeSignUpBody(await context.needs.loadAuthLimits(db)), request.body);
        const ipCountry = lookupCountry(request.clientIp);
        if (await isRegistrationRestricted(db, ipCountry)) {
          throw fieldError(request, REGISTRATION_RESTRICTED_FIELD, "restricted_country");
        }
        if (!(await context.needs.isRealCurrency(db, input.currency))) throw fieldError(request, "currency", "format");
        if (input.country && !(await countryExists(db, input.country))) throw fieldError(request, "country", "format");
        const country = input.country ?? (ipCountry && (await countryExists(db, ipCountry)) ? ipCountry : null);
        const locale = input.locale && isLocale(input.locale) ? input.locale : request.locale;
        const confirmation = createToken();
        const now = app.clock();
        const created = await insertUser(db, {
          email: input.email,
          passwordHash: await context.hasher.hash(input.password),
          currency: input.currency,
          country,
          locale,
          receivePromos: input.receive_promos,
          confirmationTokenHash: confirmation.hash,
          confirmationSentAt: now,
          createdAt: now,
          updatedAt: now,
        });
        if (!created) throw fieldError(request, "email", "taken");
        await context.needs.openAccounts(db, created);
        if (await context.mailer.canMail(created.email)) {
          await context.mailer.send({
            kind: "confirmation",
            to: created.email,
            locale,
            token: confirmation.token,
            dedupeKey: `confirmation:${confirmation.hash}`,
          });
        }
        const signedIn = await recordSignIn(app, request, created);
        await startSession(request, reply, signedIn);
        await trustDevice(request, reply, signedIn, null);
        return reply.code(201).send(await context.needs.viewPlayer(db, signedIn));
      },
    );

    app.post(
      "/users/sign_in",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in; answers the player",
          description:
            '401 `{error, errors}`: wrong e-mail or password → `errors.password: ["wrong_password"]`; locked → `errors.email: ["locked"]`; unconfirmed after the grace period → `errors.email: ["unconfirmed"]`.',
          body: signInBody,
          response: { 200: player, 401: signInErrorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body.user;
        context.limiter.hit(`sign-in:${request.clientIp}`, limits.signInPerIp);
        // Failures are throttled per (account, IP) too: one address cannot keep guessing one account.
        const accountIp = `${email.trim().toLowerCase()}|${request.clientIp}`;
        let user = await findUserByEmail(db, email);
        // A device that signed this player in before is not held back by what happens elsewhere:
        // neither the per-address limit nor the lock count it.
        const device = user ? await findTrustedDevice(request, user) : null;
        if (!device) context.limiter.hit(`sign-in-email:${email.trim().toLowerCase()}`, limits.signInPerEmail);
        if (!user) {
          // No account: counted and locked exactly like one, so "locked" tells nothing.
          const locked = context.phantomLocks.isLocked(email);
          if (!locked) context.failures.refuseOver(accountIp, limits.failuresPerAccountIp);
          await context.hasher.verifyNothing(password);
          if (locked) throw signInError(request, "locked");
          context.failures.record(accountIp);
          throw signInError(request, context.phantomLocks.fail(email) ? "locked" : "wrong_password");
        }
        user = await expireLock(user);
        const lockedOut = !device && user.lockedAt !== null;
        if (!lockedOut) context.failures.refuseOver(accountIp, limits.failuresPerAccountIp);
        // Verified even when locked out, so a locked account answers as slowly as any other.
        const passwordOk = await context.hasher.verify(user.passwordHash, password);
        if (lockedOut) throw signInError(request, "locked");
        if (!passwordOk) {
          context.failures.record(accountIp);
          if (device) {
            await recordDeviceFailure(request, device, identity.maxFailedSignIns);
            throw signInError(request, "wrong_password");
          }
          const failures = await incrementFailedAttempts(db, user.id);
          if (failures < identity.maxFailedSignIns) throw signInError(request, "wrong_password");
          await lockAccount(user);
          throw signInError(request, "locked");
        }
        const graceEndsAt = user.createdAt.getTime() + identity.confirmationGraceMs;
        if (!user.confirmedAt && app.clock().getTime() > graceEndsAt) throw signInError(request, "unconfirmed");
        const signedIn = await recordSignIn(app, request, user);
        await startSession(request, reply, signedIn);
        await trustDevice(request, reply, signedIn, device);
        return context.needs.viewPlayer(db, signedIn);
      },
    );

    app.put(
      "/users",
      {
        onRequest: requireSignedInPlayer,
        validatorCompiler: documentedOnly,
        schema: {
          tags: ["auth"],
          summary: "Change the password (signed in, with the current password)",
          description:
            "Ends every other session of the player and mails a notice in the player's language. A wrong " +
            "current password → 422 `errors.current_password`.",
          body: changePasswordBody,
          response: { 200: z.object({}), 401: errorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request) => {
        const current = signedInPlayer(request);
        const session = signedInSession(request);
        const { user: input } = parseWith(makeChangePasswordBody(await context.needs.loadAuthLimits(db)), request.body);
        // Guessing the current password from a stolen session is throttled like sign-in.
        context.limiter.hit(`change-password:${current.id}`, limits.signInPerEmail);
        if (!(await context.hasher.verify(current.passwordHash, input.current_password))) {
          throw fieldError(request, "current_password", "invalid_token");
        }
        const passwordHash = await context.hasher.hash(input.password);
        await updateUser(db, current.id, {
          passwordHash,
          resetPasswordTokenHash: null,
          resetPasswordSentAt: null,
          updatedAt: app.clock(),
        });
        await deleteOtherSessions(db, current.id, session.id);
        await forgetOtherDevices(request, current.id);
        // A security notice: not subject to the per-address limit (it needs the account's password).
        await context.mailer.send({
          kind: "password_changed",
          to: current.email,
          locale: current.locale,
          dedupeKey: `password_changed:${hashToken(passwordHash)}`,
        });
        return {};
      },
    );

    app.delete(
      "/users/sign_out",
      { schema: { tags: ["auth"], summary: "Sign out: the session is destroyed", response: { 204: z.null() } } },
      async (request, reply) => {
        await endSession(request, reply);
        return reply.code(204).send(null);
      },
    );

    /** Locks the account for every device but the trusted ones and mails the unlock link (within the mail limit). */
    async function lockAccount(user: User): Promise<void> {
      const unlock = (await context.mailer.canMail(user.email)) ? createToken() : null;
      await updateUser(db, user.id, { lockedAt: app.clock(), ...(unlock ? { unlockTokenHash: unlock.hash } : {}) });
      if (unlock) {
        await context.mailer.send({
          kind: "unlock",
          to: user.email,
          locale: user.locale,
          token: unlock.token,
          dedupeKey: `unlock:${unlock.hash}`,
        });
      }
    }

    /** A lock older than UNLOCK_AFTER_MINUTES ends by itself. */
    async function expireLock(user: User): Promise<User> {
      if (!user.lockedAt) return user;
      if (app.clock().getTime() - user.lockedAt.getTime() < identity.unlockAfterMs) return user;
      return updateUser(db, user.id, { lockedAt: null, failedAttempts: 0, unlockTokenHash: null });
    }
  };
}

const ERROR_FIELD = { wrong_password: "password", locked: "email", unconfirmed: "email" } as const;

/** 401 `{ error: <text in the request's language>, errors: { <field>: [<code>] } }`. */
function signInError(request: FastifyRequest, code: keyof typeof ERROR_FIELD): AppError {
  return new AppError("unauthorized", formatMessage(code, request.locale), {
    fields: { [ERROR_FIELD[code]]: [SIGN_IN_ERROR_CODES[codeKey(code)]] },
  });
}

function codeKey(code: keyof typeof ERROR_FIELD): keyof typeof SIGN_IN_ERROR_CODES {
  return code === "wrong_password" ? "wrongPassword" : code;
}
