import {
  errorBody,
  operatorProfile,
  operatorSignInBody,
  permissionsOf,
  signInErrorBody,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PasswordHasher } from "../identity/passwords.ts";
import type { RateLimiter } from "../identity/rate-limiter.ts";
import {
  currentOperator,
  endOperatorSession,
  requireOperatorSession,
  startOperatorSession,
} from "./operator-sessions.ts";
import type { Operator } from "./repository.ts";
import { signInOperator } from "./sign-in.ts";

export interface OperatorAuthContext {
  hasher: PasswordHasher;
  limiter: RateLimiter;
}

/** The operator's own view of themselves, with what their role may do: never the password hash nor dates. */
export function toOperatorProfile(operator: Operator, twoFactorEnabled: boolean) {
  const { id, email, name, role } = operator;
  return { id, email, name, role, permissions: permissionsOf(role), two_factor_enabled: twoFactorEnabled };
}

/** `/api/operator/sign_in`, `sign_out`, `me`: the back office's session. */
export function operatorAuthRoutes(context: OperatorAuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limits = app.config.identity.rateLimits;

    app.post(
      "/operator/sign_in",
      {
        schema: {
          tags: ["operator"],
          summary: "Sign in as an operator; sets the `_croupier_operator` cookie (8 h)",
          description:
            "401 `{error}` for a wrong e-mail or password, a disabled operator and one locked out after " +
            "OPERATOR_MAX_FAILED_SIGN_INS consecutive failures (the same answer). With two-factor sign-in set " +
            'up, 401 `{error, errors: {otp_attempt: ["otp_required"]}, two_factor_enabled: true}` until ' +
            "`otp_attempt` (a code or a recovery code) is sent; a wrong one answers `otp_invalid` and counts " +
            "as a failure. Without it yet (`two_factor_enabled: false`), the session may only enrol " +
            "(`/api/operator/two_factor`). Rate-limited per IP and per e-mail like the players' sign-in. " +
            "Every attempt is audited.",
          body: operatorSignInBody,
          response: { 200: operatorProfile, 401: signInErrorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { email, password, otp_attempt } = request.body.operator;
        await context.limiter.hit(`operator-sign-in:${request.clientIp}`, limits.signInPerIp);
        await context.limiter.hit(`operator-sign-in-email:${email.toLowerCase()}`, limits.signInPerEmail);
        const { operator, enrolmentPending } = await signInOperator(context, request, {
          email,
          password,
          otpAttempt: otp_attempt,
        });
        await startOperatorSession(request, reply, operator, { enrolmentPending });
        return toOperatorProfile(operator, !enrolmentPending);
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
        onRequest: requireOperatorSession,
        schema: {
          tags: ["operator"],
          summary: "The signed-in operator",
          description: "Also while the session waits for two-factor enrolment (`two_factor_enabled: false`).",
          response: { 200: operatorProfile, 401: errorBody },
        },
      },
      async (request) => {
        const { operator, session } = await currentOperator(request);
        return toOperatorProfile(operator, !session.enrolmentPending);
      },
    );
  };
}
