import {
  errorBody,
  formatMessage,
  isLocale,
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
import { getPlayerView } from "../players/player-view.ts";
import { openSignUpAccount } from "../wallet/accounts-service.ts";
import { isRealCurrency } from "../wallet/repository.ts";
import { fieldError, type IdentityContext, loadAuthLimits, parseWith, recordSignIn } from "./context.ts";
import { findUserByEmail, incrementFailedAttempts, insertUser, type User, updateUser } from "./repository.ts";
import { endSession, startSession } from "./sessions.ts";
import { createToken } from "./tokens.ts";

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
        const { user: input } = parseWith(makeSignUpBody(await loadAuthLimits(app)), request.body);
        const ipCountry = lookupCountry(request.clientIp);
        if (await isRegistrationRestricted(db, ipCountry)) {
          throw fieldError(request, REGISTRATION_RESTRICTED_FIELD, "restricted_country");
        }
        if (!(await isRealCurrency(db, input.currency))) throw fieldError(request, "currency", "format");
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
        await openSignUpAccount(db, created);
        context.mailer.send(request, "confirmation", created.email, locale, confirmation.token);
        const signedIn = await recordSignIn(app, request, created);
        await startSession(request, reply, signedIn);
        return reply.code(201).send(await getPlayerView(db, signedIn));
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
        context.limiter.hit(`sign-in-email:${email.toLowerCase()}`, limits.signInPerEmail);
        let user = await findUserByEmail(db, email);
        if (!user) {
          await context.hasher.verifyNothing(password);
          throw signInError(request, "wrong_password");
        }
        user = await expireLock(user);
        if (user.lockedAt) throw signInError(request, "locked");
        if (!(await context.hasher.verify(user.passwordHash, password))) {
          const failures = await incrementFailedAttempts(db, user.id);
          if (failures < identity.maxFailedSignIns) throw signInError(request, "wrong_password");
          const unlock = createToken();
          await updateUser(db, user.id, { lockedAt: app.clock(), unlockTokenHash: unlock.hash });
          context.mailer.send(request, "unlock", user.email, user.locale, unlock.token);
          throw signInError(request, "locked");
        }
        const graceEndsAt = user.createdAt.getTime() + identity.confirmationGraceMs;
        if (!user.confirmedAt && app.clock().getTime() > graceEndsAt) throw signInError(request, "unconfirmed");
        const signedIn = await recordSignIn(app, request, user);
        await startSession(request, reply, signedIn);
        return getPlayerView(db, signedIn);
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
