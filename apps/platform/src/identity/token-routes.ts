import {
  confirmationTokenBody,
  confirmationTokenQuery,
  emailOnlyBody,
  errorBody,
  makeResetPasswordBody,
  player,
  resetPasswordBody,
  unlockTokenBody,
  unlockTokenQuery,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError, type IdentityContext, isExpired, parseWith, recordSignIn } from "./context.ts";
import { findTrustedDevice, trustDevice } from "./devices.ts";
import {
  consumeToken,
  findUserByEmail,
  findUserByToken,
  type TokenColumn,
  type User,
  updateUser,
} from "./repository.ts";
import { deleteUserSessions } from "./session-repository.ts";
import { clearSessionCookie, getSignedIn, startSession } from "./sessions.ts";
import { createToken, hashToken } from "./tokens.ts";
import { isTwoFactorEnabled } from "./two-factor.ts";

const documentedOnly = () => (data: unknown) => ({ value: data });
const empty = z.object({});

/**
 * The e-mailed flows: password reset, unlock, confirmation. Requests for a mail always answer
 * 201 `{}`, whether or not the address has an account, so they reveal no accounts. The links'
 * GETs only check a token; using it takes a same-origin PUT (a GET never changes state or signs in).
 */
export function tokenRoutes(context: IdentityContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const identity = app.config.identity;

    /** Limits mail requests per IP and address (AUTH_MAIL_RATE_LIMIT per window). */
    async function limitMailRequest(request: FastifyRequest, kind: string, email: string): Promise<void> {
      await context.limiter.hit(`${kind}:${request.clientIp}:${email.toLowerCase()}`, identity.rateLimits.mailPerEmail);
    }

    const mailRequestSchema = (summary: string) => ({
      tags: ["auth"],
      summary,
      body: emailOnlyBody,
      response: { 201: empty, 422: validationErrorBody, 429: errorBody },
    });

    app.post("/users/password", { schema: mailRequestSchema("Mail a password-reset link") }, async (request, reply) => {
      const { email } = request.body.user;
      await limitMailRequest(request, "password", email);
      const user = await findUserByEmail(db, email);
      // Past the per-address limit nothing changes: the link mailed before keeps working.
      if (user && (await context.mailer.canMail(user.email))) {
        const reset = createToken();
        await updateUser(db, user.id, { resetPasswordTokenHash: reset.hash, resetPasswordSentAt: app.clock() });
        await context.mailer.send({
          kind: "reset_password",
          to: user.email,
          locale: user.locale,
          token: reset.token,
          dedupeKey: `reset_password:${reset.hash}`,
        });
      }
      return reply.code(201).send({});
    });

    app.put(
      "/users/password",
      {
        validatorCompiler: documentedOnly,
        schema: {
          tags: ["auth"],
          summary: "Set a new password with the e-mailed token",
          description: "Ends every session of the player and unlocks the account.",
          body: resetPasswordBody,
          response: { 200: empty, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const { user: input } = parseWith(makeResetPasswordBody(await context.needs.loadAuthLimits(db)), request.body);
        const field = "reset_password_token";
        const hash = hashToken(input.reset_password_token);
        const user = await findUserByToken(db, "resetPasswordTokenHash", hash);
        if (!user) throw fieldError(request, field, "invalid_token");
        if (isExpired(app, user.resetPasswordSentAt, identity.resetPasswordTokenMs)) {
          throw fieldError(request, field, "expired_token");
        }
        const changed = await consumeToken(db, user.id, "resetPasswordTokenHash", hash, {
          passwordHash: await context.hasher.hash(input.password),
          resetPasswordSentAt: null,
          lockedAt: null,
          failedAttempts: 0,
          unlockTokenHash: null,
          updatedAt: app.clock(),
        });
        if (!changed) throw fieldError(request, field, "invalid_token");
        await deleteUserSessions(db, user.id);
        clearSessionCookie(request, reply);
        return {};
      },
    );

    app.post(
      "/users/unlock",
      { schema: mailRequestSchema("Mail the unlock link again (when the account is locked)") },
      async (request, reply) => {
        const { email } = request.body.user;
        await limitMailRequest(request, "unlock", email);
        const user = await findUserByEmail(db, email);
        if (user && isLocked(user) && (await context.mailer.canMail(user.email))) {
          const unlock = createToken();
          await updateUser(db, user.id, { unlockTokenHash: unlock.hash });
          await context.mailer.send({
            kind: "unlock",
            to: user.email,
            locale: user.locale,
            token: unlock.token,
            dedupeKey: `unlock:${unlock.hash}`,
          });
        }
        return reply.code(201).send({});
      },
    );

    app.get(
      "/users/unlock",
      {
        schema: {
          tags: ["auth"],
          summary: "Check an e-mailed unlock token (changes nothing)",
          description: "200 `{}` while the token can unlock; unlocking takes `PUT /api/users/unlock`.",
          querystring: unlockTokenQuery,
          response: { 200: empty, 422: validationErrorBody },
        },
      },
      async (request) => {
        await findByToken(request, "unlockTokenHash", "unlock_token", request.query.unlock_token);
        return {};
      },
    );

    app.put(
      "/users/unlock",
      {
        schema: {
          tags: ["auth"],
          summary: "Unlock the account with the e-mailed token",
          body: unlockTokenBody,
          response: { 200: empty, 422: validationErrorBody },
        },
      },
      async (request) => {
        const { unlock_token: token } = request.body;
        const user = await findByToken(request, "unlockTokenHash", "unlock_token", token);
        // A lock that ended by time leaves nothing to unlock; the link still answers success.
        const unlocked = await consumeToken(db, user.id, "unlockTokenHash", hashToken(token), {
          lockedAt: null,
          failedAttempts: 0,
        });
        if (!unlocked) throw fieldError(request, "unlock_token", "invalid_token");
        return {};
      },
    );

    app.post(
      "/users/confirmation",
      { schema: mailRequestSchema("Mail the confirmation link again") },
      async (request, reply) => {
        const { email } = request.body.user;
        await limitMailRequest(request, "confirmation", email);
        const user = await findUserByEmail(db, email);
        if (user && !user.confirmedAt && (await context.mailer.canMail(user.email))) {
          const confirmation = createToken();
          await updateUser(db, user.id, { confirmationTokenHash: confirmation.hash, confirmationSentAt: app.clock() });
          await context.mailer.send({
            kind: "confirmation",
            to: user.email,
            locale: user.locale,
            token: confirmation.token,
            dedupeKey: `confirmation:${confirmation.hash}`,
          });
        }
        return reply.code(201).send({});
      },
    );

    app.get(
      "/users/confirmation",
      {
        schema: {
          tags: ["auth"],
          summary: "Check an e-mailed confirmation token (changes nothing, signs no one in)",
          description: "200 `{}` while the token can confirm; confirming takes `PUT /api/users/confirmation`.",
          querystring: confirmationTokenQuery,
          response: { 200: empty, 422: validationErrorBody },
        },
      },
      async (request) => {
        const user = await findByToken(
          request,
          "confirmationTokenHash",
          "confirmation_token",
          request.query.confirmation_token,
        );
        if (isExpired(app, user.confirmationSentAt, identity.confirmationTokenMs)) {
          throw fieldError(request, "confirmation_token", "expired_token");
        }
        return {};
      },
    );

    app.put(
      "/users/confirmation",
      {
        schema: {
          tags: ["auth"],
          summary: "Confirm the e-mail address with the e-mailed token",
          description:
            "A same-origin PUT from the page the link opens. Signs in only the browser that signed this " +
            "player in before (its device cookie) and answers the player; elsewhere it confirms, answers " +
            "`{}` and the player signs in as usual (so a link sent by someone else never signs a visitor " +
            "into that person's account).",
          body: confirmationTokenBody,
          response: { 200: z.union([player, empty]), 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const field = "confirmation_token";
        const { confirmation_token: token } = request.body;
        const user = await findByToken(request, "confirmationTokenHash", field, token);
        if (isExpired(app, user.confirmationSentAt, identity.confirmationTokenMs)) {
          throw fieldError(request, field, "expired_token");
        }
        const confirmed = await consumeToken(db, user.id, "confirmationTokenHash", hashToken(token), {
          confirmedAt: app.clock(),
          confirmationSentAt: null,
        });
        if (!confirmed) throw fieldError(request, field, "invalid_token");
        const current = await getSignedIn(request);
        if (current?.user.id === confirmed.id) return context.needs.viewPlayer(db, confirmed);
        const device = await findTrustedDevice(request, confirmed);
        // With two-factor sign-in on, only a sign-in with the code opens a session; a player in a
        // time-out or self-exclusion (needs.refuseSignIn) is confirmed but not signed in.
        const refused = await context.needs.refuseSignIn?.(db, confirmed.id, app.clock(), request.locale).then(
          () => false,
          () => true,
        );
        if (!device || refused || (await isTwoFactorEnabled(app, confirmed.id))) return {};
        const signedIn = await recordSignIn(app, request, confirmed);
        await startSession(request, reply, signedIn);
        await trustDevice(request, reply, signedIn, device);
        return context.needs.viewPlayer(db, signedIn);
      },
    );

    /** The user whose stored token hash matches, or 422 "is invalid" under `field`. */
    async function findByToken(request: FastifyRequest, column: TokenColumn, field: string, token: string) {
      const user = await findUserByToken(db, column, hashToken(token));
      if (!user) throw fieldError(request, field, "invalid_token");
      return user;
    }

    function isLocked(user: User): boolean {
      return user.lockedAt !== null && app.clock().getTime() - user.lockedAt.getTime() < identity.unlockAfterMs;
    }
  };
}
