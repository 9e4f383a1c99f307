import {
  errorBody,
  formatMessage,
  operatorProfile,
  operatorSignInBody,
  permissionsOf,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import type { PasswordHasher } from "../identity/passwords.ts";
import type { RateLimiter } from "../identity/rate-limiter.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { currentOperator, endOperatorSession, requireOperator, startOperatorSession } from "./operator-sessions.ts";
import { findOperatorByEmail, type Operator } from "./repository.ts";

export interface OperatorAuthContext {
  hasher: PasswordHasher;
  limiter: RateLimiter;
}

/** The operator's own view of themselves, with what their role may do: never the password hash nor dates. */
export function toOperatorProfile(operator: Operator) {
  const { id, email, name, role } = operator;
  return { id, email, name, role, permissions: permissionsOf(role) };
}

/** `/api/operator/sign_in`, `sign_out`, `me`: the back office's session. */
export function operatorAuthRoutes(context: OperatorAuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const limits = app.config.identity.rateLimits;

    app.post(
      "/operator/sign_in",
      {
        schema: {
          tags: ["operator"],
          summary: "Sign in as an operator; sets the `_croupier_operator` cookie (8 h)",
          description:
            "401 `{error}` for a wrong e-mail or password and for a disabled operator (the same answer). " +
            "Rate-limited per IP and per e-mail like the players' sign-in. Every attempt is audited.",
          body: operatorSignInBody,
          response: { 200: operatorProfile, 401: errorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body.operator;
        context.limiter.hit(`operator-sign-in:${request.clientIp}`, limits.signInPerIp);
        context.limiter.hit(`operator-sign-in-email:${email.toLowerCase()}`, limits.signInPerEmail);
        const operator = await findOperatorByEmail(db, email);
        const isValid = operator
          ? await context.hasher.verify(operator.passwordHash, password)
          : await context.hasher.verifyNothing(password).then(() => false);
        if (!operator || !isValid || operator.disabledAt) {
          await writeAuditEntry(db, {
            operatorId: operator?.id ?? null,
            action: "operator.sign_in_failed",
            details: { email, reason: !operator ? "unknown_email" : !isValid ? "wrong_password" : "disabled" },
            ip: request.clientIp,
          });
          throw signInRefused(request);
        }
        await startOperatorSession(request, reply, operator);
        return toOperatorProfile(operator);
      },
    );

    app.delete(
      "/operator/sign_out",
      {
        schema: {
          tags: ["operator"],
          summary: "Sign out: the operator session is destroyed (204 also when none)",
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await endOperatorSession(request, reply);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/operator/me",
      {
        onRequest: requireOperator(),
        schema: {
          tags: ["operator"],
          summary: "The signed-in operator",
          response: { 200: operatorProfile, 401: errorBody },
        },
      },
      async (request) => toOperatorProfile((await currentOperator(request)).operator),
    );
  };
}

function signInRefused(request: FastifyRequest): AppError {
  return new AppError("unauthorized", formatMessage("wrong_password", request.locale));
}
