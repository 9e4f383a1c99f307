import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import type { AuthProvider } from "@refinedev/core";
import { api, fieldErrors, isApiError } from "./http.ts";

/** What the sign-in form sends: the code only once the API has asked for it. */
export interface SignInVariables {
  email: string;
  password: string;
  otp_attempt?: string;
}

/** Why a sign-in did not finish, as the page shows it (`error.name`). */
export type SignInOutcome = "otp_required" | "otp_invalid" | "failed" | "throttled" | "network";

let cached: Promise<OperatorProfile | null> | null = null;

/** The signed-in operator, asked once per page load and after each sign-in or sign-out. */
export function loadOperator(): Promise<OperatorProfile | null> {
  cached ??= api<OperatorProfile>("/api/operator/me").catch((error: unknown) => {
    cached = null;
    if (isApiError(error) && (error.statusCode === 401 || error.statusCode === 403)) return null;
    throw error;
  });
  return cached;
}

export function forgetOperator(): void {
  cached = null;
}

/** The sign-in page saying why the session ended. */
export const SIGN_IN_AFTER = { signed_out: "/sign-in?signed_out=1", expired: "/sign-in?expired=1" } as const;

/** Why this page's session ended: signed out by the operator, or ended on the server (a 401). */
export type SessionEnd = "signed_out" | "expired";

let sessionEnd: SessionEnd | null = null;

/**
 * How this page's session ended, if it did (and no sign-in since). Refine checks the session again
 * while the sign-out's own redirect is on its way, and either may navigate last: the signed-out
 * guard must send the operator to the same page, saying the same thing.
 */
export function endedSession(): SessionEnd | null {
  return sessionEnd;
}

function outcome(error: unknown): SignInOutcome {
  if (!isApiError(error) || error.statusCode === 0) return "network";
  if (error.statusCode === 429) return "throttled";
  const otp = fieldErrors(error).otp_attempt ?? [];
  if (otp.includes("otp_required")) return "otp_required";
  if (otp.includes("otp_invalid")) return "otp_invalid";
  return "failed";
}

/**
 * The operator session for Refine: the `_croupier_operator` cookie is the session (HttpOnly, set
 * by the API), so the browser keeps nothing else. Any 401 of a data call (idle timeout, ended
 * elsewhere) signs out to the sign-in page, which says why.
 */
export const authProvider: AuthProvider = {
  async login(variables: SignInVariables) {
    try {
      const operator = await api<OperatorProfile>("/api/operator/sign_in", {
        method: "POST",
        body: { operator: variables },
      });
      cached = Promise.resolve(operator);
      sessionEnd = null;
      return { success: true, redirectTo: operator.two_factor_enabled ? "/" : "/two-factor" };
    } catch (error) {
      const name = outcome(error);
      return { success: false, error: { name, message: name } };
    }
  },
  async logout(params?: { redirectPath?: string }) {
    // A sign-out the operator asked for; an ended session (onError below) names its own page.
    if (params?.redirectPath === undefined) sessionEnd = "signed_out";
    await api("/api/operator/sign_out", { method: "DELETE" }).catch(() => undefined);
    forgetOperator();
    return { success: true, redirectTo: SIGN_IN_AFTER.signed_out };
  },
  async check() {
    const operator = await loadOperator().catch(() => null);
    if (!operator) return { authenticated: false, redirectTo: "/sign-in", logout: false };
    return { authenticated: true };
  },
  async onError(error: unknown) {
    if (isApiError(error) && error.statusCode === 401) {
      forgetOperator();
      // A call still on its way when the operator signed out ends the same way as the sign-out.
      sessionEnd ??= "expired";
      return { logout: true, redirectTo: SIGN_IN_AFTER[sessionEnd], error: undefined };
    }
    return {};
  },
  async getIdentity() {
    return loadOperator();
  },
  async getPermissions() {
    return (await loadOperator())?.permissions ?? [];
  },
};
