import {
  confirmationTokenQuery,
  emailOnlyBody,
  errorBody,
  makeResetPasswordBody,
  player,
  resetPasswordBody,
  unlockTokenQuery,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getPlayerView } from "../players/player-view.ts";
import { fieldError, type IdentityContext, isExpired, loadAuthLimits, parseWith, recordSignIn } from "./context.ts";
import { consumeToken, findUserByEmail, findUserByToken, type User, updateUser } from "./repository.ts";
import { deleteUserSessions } from "./session-repository.ts";
import { clearSessionCookie, startSession } from "./sessions.ts";
import { createToken, hashToken } from "./tokens.ts";

const documentedOnly = () => (data: unknown) => ({ value: data });
const empty = z.object({});

/**
 * The e-mailed flows: password reset, unlock, confirmation. Requests for a mail always answer
 * 201 `{}`, whether or not the address has an account, so they reveal no accounts.
 */
export function tokenRoutes(context: IdentityContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const identity = app.config.identity;

    /** Limits mail requests per IP and address (AUTH_MAIL_RATE_LIMIT per window). */
    function limitMailRequest(request: FastifyRequest, kind: string, email: string): void {
      context.limiter.hit(`${kind}:${request.clientIp}:${email.toLowerCase()}`, identity.rateLimits.mailPerEmail);
    }

    const mailRequestSchema = (summary: string) => ({
      tags: ["auth"],
      summary,
      body: emailOnlyBody,
      response: { 201: empty, 422: validationErrorBody, 429: errorBody },
    });

    app.post("/users/password", { schema: mailRequestSchema("Mail a password-reset link") }, async (request, reply) => {
      const { email } = request.body.user;
      limitMailRequest(request, "password", email);
      const user = await findUserByEmail(db, email);
      if (user) {
        const reset = createToken();
        await updateUser(db, user.id, { resetPasswordTokenHash: reset.hash, resetPasswordSentAt: app.clock() });
        context.mailer.send(request, "reset_password", user.email, user.locale, reset.token);
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
        const { user: input } = parseWith(makeResetPasswordBody(await loadAuthLimits(app)), request.body);
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
        limitMailRequest(request, "unlock", email);
        const user = await findUserByEmail(db, email);
        if (user && isLocked(user)) {
          const unlock = createToken();
          await updateUser(db, user.id, { unlockTokenHash: unlock.hash });
          context.mailer.send(request, "unlock", user.email, user.locale, unlock.token);
        }
        return reply.code(201).send({});
      },
    );

    app.get(
      "/users/unlock",
      {
        schema: {
          tags: ["auth"],
          summary: "Unlock the account with the e-mailed token",
          querystring: unlockTokenQuery,
          response: { 200: empty, 422: validationErrorBody },
        },
      },
      async (request) => {
        const hash = hashToken(request.query.unlock_token);
        const user = await findUserByToken(db, "unlockTokenHash", hash);
        if (!user) throw fieldError(request, "unlock_token", "invalid_token");
        // A lock that ended by time leaves nothing to unlock; the link still answers success.
        const unlocked = await consumeToken(db, user.id, "unlockTokenHash", hash, {
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
        limitMailRequest(request, "confirmation", email);
        const user = await findUserByEmail(db, email);
        if (user && !user.confirmedAt) {
          const confirmation = createToken();
          await updateUser(db, user.id, { confirmationTokenHash: confirmation.hash, confirmationSentAt: app.clock() });
          context.mailer.send(request, "confirmation", user.email, user.locale, confirmation.token);
        }
        return reply.code(201).send({});
      },
    );

    app.get(
      "/users/confirmation",
      {
        schema: {
          tags: ["auth"],
          summary: "Confirm the e-mail address with the e-mailed token; signs in",
          querystring: confirmationTokenQuery,
          response: { 200: player, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const field = "confirmation_token";
        const hash = hashToken(request.query.confirmation_token);
        const user = await findUserByToken(db, "confirmationTokenHash", hash);
        if (!user) throw fieldError(request, field, "invalid_token");
        if (isExpired(app, user.confirmationSentAt, identity.confirmationTokenMs)) {
          throw fieldError(request, field, "expired_token");
        }
        const confirmed = await consumeToken(db, user.id, "confirmationTokenHash", hash, {
          confirmedAt: app.clock(),
          confirmationSentAt: null,
        });
        if (!confirmed) throw fieldError(request, field, "invalid_token");
        const signedIn = await recordSignIn(app, request, confirmed);
        await startSession(request, reply, signedIn);
        return getPlayerView(db, signedIn);
      },
    );

    function isLocked(user: User): boolean {
      return user.lockedAt !== null && app.clock().getTime() - user.lockedAt.getTime() < identity.unlockAfterMs;
    }
  };
}
