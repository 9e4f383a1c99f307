import type { TwoFactorEnabled, TwoFactorSetup } from "../schemas/two-factor.ts";
import type { ApiCall } from "./call.ts";

/** Two-factor sign-in: enrolment, turning it on and off (/api/v2/player/two_factor). */
export function twoFactorCalls(call: ApiCall) {
  const path = "/api/v2/player/two_factor";
  return {
    /** A new secret and its otpauth:// URI (422 `errors.two_factor` when it is already on). */
    startTwoFactor: () => call<TwoFactorSetup>("GET", path),
    enableTwoFactor: (otpSecret: string, authenticationCode: string) =>
      call<TwoFactorEnabled>("POST", path, {
        two_factor: { otp_secret: otpSecret, authentication_code: authenticationCode },
      }),
    disableTwoFactor: (authenticationCode: string) =>
      call<{ two_factor_enabled: false }>("DELETE", path, { two_factor: { authentication_code: authenticationCode } }),
  };
}
