import {
  errorBody,
  twoFactorDisableBody,
  twoFactorDisabled,
  twoFactorEnableBody,
  twoFactorEnabled,
  twoFactorSetup,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "./signed-in-player.ts";
import { startTwoFactorEnrolment, turnOffTwoFactor, turnOnTwoFactor } from "./two-factor.ts";

/** `/api/v2/player/two_factor`: enrolment, turning two-factor sign-in on and off (two-factor.ts). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireSignedInPlayer);
  const path = "/v2/player/two_factor";

  app.get(
    path,
    {
      schema: {
        tags: ["player"],
        summary: "Two-factor sign-in: a new secret and its otpauth:// URI for the authenticator app",
        description:
          "TOTP (RFC 6238): SHA-1, 6 digits, 30 s. Each call replaces the pending secret. 422 " +
          "`errors.two_factor` when it is already on (the secret in use is never shown again).",
        response: { 200: twoFactorSetup, 401: errorBody, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request) => startTwoFactorEnrolment(app, signedInPlayer(request), request.locale),
  );

  app.post(
    path,
    {
      schema: {
        tags: ["player"],
        summary: "Turn two-factor sign-in on with the offered secret and a current code",
        description:
          "Answers the one-time recovery codes, shown once (only their hashes are kept). 422 " +
          "`errors.otp_secret` (not the offered one), `errors.authentication_code` (wrong), `errors.two_factor` (already on).",
        body: twoFactorEnableBody,
        response: { 200: twoFactorEnabled, 401: errorBody, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { otp_secret, authentication_code } = request.body.two_factor;
      const codes = await turnOnTwoFactor(
        app,
        signedInPlayer(request),
        { otpSecret: otp_secret, code: authentication_code },
        request.locale,
      );
      return { two_factor_enabled: true as const, recovery_codes: codes };
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags: ["player"],
        summary: "Turn two-factor sign-in off with a code (or a recovery code)",
        description: "422 `errors.authentication_code` (wrong or already used), `errors.two_factor` (not on).",
        body: twoFactorDisableBody,
        response: { 200: twoFactorDisabled, 401: errorBody, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request) => {
      await turnOffTwoFactor(app, signedInPlayer(request), request.body.two_factor.authentication_code, request.locale);
      return { two_factor_enabled: false as const };
    },
  );
};
