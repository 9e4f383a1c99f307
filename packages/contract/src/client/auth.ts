import type { SignInFields } from "../schemas/auth.ts";
import type { Player } from "../schemas/player.ts";
import type { ApiCall, EmptyObject } from "./call.ts";

/** Sign-in, sign-up and the e-mail link flows. */
export function authCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    signIn: (user: SignInFields & { otp_attempt?: string }) => call<Player>("POST", "/api/users/sign_in", { user }),
    /** The two-factor step of a sign-in the previous answer asked a code for (`two_factor_enabled: true`). */
    signInWithCode: (otpAttempt: string) =>
      call<Player>("POST", "/api/users/sign_in", { user: { otp_attempt: otpAttempt } }),
    /** The sign-up payload (see makeSignUpBody). Answers the new player (201). */
    signUp: (user: Record<string, unknown>) => call<Player>("POST", "/api/users", { user }),
    signOut: () => call<null>("DELETE", "/api/users/sign_out"),
    requestPasswordReset: (email: string) => call<EmptyObject>("POST", "/api/users/password", { user: { email } }),
    resetPassword: (user: { reset_password_token: string; password: string; password_confirmation: string }) =>
      call<EmptyObject>("PUT", "/api/users/password", { user }),
    requestUnlock: (email: string) => call<EmptyObject>("POST", "/api/users/unlock", { user: { email } }),
    /** Checks an unlock link without using it. */
    checkUnlock: (token: string) => get<EmptyObject>(`/api/users/unlock?unlock_token=${encodeURIComponent(token)}`),
    unlock: (token: string) => call<EmptyObject>("PUT", "/api/users/unlock", { unlock_token: token }),
    requestConfirmation: (email: string) => call<EmptyObject>("POST", "/api/users/confirmation", { user: { email } }),
    /** Checks a confirmation link without using it. */
    checkConfirmation: (token: string) =>
      get<EmptyObject>(`/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`),
    /**
     * Confirms the e-mail (a same-origin PUT); signs in only the device that signed this player in
     * before. Answers the player when signed in, else `{}`.
     */
    confirm: (token: string) =>
      call<Player | EmptyObject>("PUT", "/api/users/confirmation", { confirmation_token: token }),
    /** `otp_attempt`: the two-factor code, asked when the player has two-factor sign-in on. */
    changePassword: (user: {
      current_password: string;
      password: string;
      password_confirmation: string;
      otp_attempt?: string;
    }) => call<EmptyObject>("PUT", "/api/users", { user }),
  };
}
