import {
  errorBody,
  operatorTwoFactorEnableBody,
  operatorTwoFactorEnabled,
  operatorTwoFactorSetup,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RateLimiter } from "../identity/rate-limiter.ts";
import { currentOperator, requireOperatorSession } from "./operator-sessions.ts";
import { finishOperatorEnrolment, startOperatorEnrolment } from "./two-factor.ts";

/** `/api/operator/two_factor`: the enrolment every operator goes through at the first sign-in (two-factor.ts). */
export function operatorTwoFactorRoutes(context: { limiter: RateLimiter }): FastifyPluginAsyncZod {
  return async (app) => {
    const path = "/operator/two_factor";

    app.get(
      path,
      {
        onRequest: requireOperatorSession,
        schema: {
          tags: ["operator"],
          summary: "Two-factor enrolment: a new secret and its otpauth:// URI for the authenticator app",
          description:
            "TOTP (RFC 6238): SHA-1, 6 digits, 30 s, issuer `Croupier back office`. Each call replaces the " +
            "pending secret. 422 `errors.two_factor` once it is set up (the secret in use is never shown " +
            "again; there is no turning it off).",
          response: { 200: operatorTwoFactorSetup, 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => startOperatorEnrolment(app, await currentOperator(request), request.locale),
    );

    app.post(
      path,
      {
        onRequest: requireOperatorSession,
        schema: {
          tags: ["operator"],
          summary: "Set up two-factor sign-in with the offered secret and a current code",
          description:
            "Answers the 10 one-time recovery codes, shown once (only their hashes are kept). The session " +
            "may then use its role's permissions; the operator's other sessions still waiting for " +
            "enrolment end. Audited `operator.two_factor_enabled`. 422 `errors.otp_secret` (not the " +
            "offered one), `errors.authentication_code` (wrong), `errors.two_factor` (already set up).",
          body: operatorTwoFactorEnableBody,
          response: { 200: operatorTwoFactorEnabled, 401: errorBody, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request) => {
        const { otp_secret, authentication_code } = request.body.two_factor;
        const codes = await finishOperatorEnrolment(
          app,
          await currentOperator(request),
          { otpSecret: otp_secret, code: authentication_code, ip: request.clientIp, limiter: context.limiter },
          request.locale,
        );
        return { two_factor_enabled: true as const, recovery_codes: codes };
      },
    );
  };
}
