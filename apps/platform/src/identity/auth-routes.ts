import {
  changePasswordBody,
  errorBody,
  makeChangePasswordBody,
  makeSignUpBody,
  player,
  signInBody,
  signInErrorBody,
  signUpBody,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type IdentityContext, parseWith } from "./context.ts";
import { deviceTokenOf, findTrustedDevice, trustDevice } from "./devices.ts";
import { changePassword } from "./password-change.ts";
import { endSession, startSession } from "./sessions.ts";
import { signIn } from "./sign-in.ts";
import { signUp } from "./sign-up.ts";
import { requireSignedInPlayer, signedInPlayer, signedInSession } from "./signed-in-player.ts";
import { requireSecondFactor } from "./two-factor.ts";
import { secondFactorFor, signInWithCode } from "./two-factor-sign-in.ts";

/** The route validates at request time (limits from the database); the schema is for the docs. */
const documentedOnly = () => (data: unknown) => ({ value: data });

/** Sign-up, sign-in, the password change and sign-out: the HTTP side; the rules are in the services. */
export function authRoutes(context: IdentityContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    // Per-IP limits are the HTTP side's; the services keep those that depend on the account.
    const limits = app.config.identity.rateLimits;

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
        await context.limiter.hit(`sign-up:${request.clientIp}`, limits.signUpPerIp);
        const { user: form } = parseWith(makeSignUpBody(await context.needs.loadAuthLimits(db)), request.body);
        const signedIn = await signUp(context, form, request);
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
            '401 `{error, errors}`: wrong e-mail or password → `errors.password: ["wrong_password"]`; locked → `errors.email: ["locked"]`; unconfirmed after the grace period → `errors.email: ["unconfirmed"]`. ' +
            'Two-factor sign-in on: the right password answers 401 `errors.otp_attempt: ["otp_required"]` with `two_factor_enabled: true` and no session; ' +
            'then `{user: {otp_attempt}}` alone (or with the e-mail and password) signs in; a wrong code → `errors.otp_attempt: ["otp_invalid"]`, counted like a wrong password.',
          body: signInBody,
          response: { 200: player, 401: signInErrorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await context.limiter.hit(`sign-in:${request.clientIp}`, limits.signInPerIp);
        const { email, password, otp_attempt } = request.body.user;
        const { user, device } =
          email === undefined || password === undefined
            ? await signInWithCode(context, request, reply, otp_attempt ?? "")
            : await signIn(context, {
                email,
                password,
                clientIp: request.clientIp,
                locale: request.locale,
                trustedDevice: (candidate) => findTrustedDevice(request, candidate),
                secondFactor: secondFactorFor(context, request, reply, otp_attempt),
              });
        await startSession(request, reply, user);
        await trustDevice(request, reply, user, device);
        return context.needs.viewPlayer(db, user);
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
            "current password → 422 `errors.current_password`. With two-factor sign-in on, `otp_attempt` (a code " +
            "or a recovery code) is required: 422 `errors.otp_attempt`.",
          body: changePasswordBody,
          response: { 200: z.object({}), 401: errorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request) => {
        const { user: form } = parseWith(makeChangePasswordBody(await context.needs.loadAuthLimits(db)), request.body);
        await requireSecondFactor(app, signedInPlayer(request), form.otp_attempt, {
          locale: request.locale,
          field: "otp_attempt",
        });
        await changePassword(context, {
          user: signedInPlayer(request),
          sessionId: signedInSession(request).id,
          keepDeviceToken: deviceTokenOf(request),
          currentPassword: form.current_password,
          password: form.password,
          locale: request.locale,
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
  };
}
