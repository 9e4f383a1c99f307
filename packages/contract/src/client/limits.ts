import type { UserLimit, UserLimitConfirmRequest, UserLimitRequest } from "../schemas/limits.ts";
import type { ApiCall } from "./call.ts";

/**
 * The player's limits (api-contract.md §9 "Limits", packages/contract/src/schemas/limits.ts). Every
 * change answers the player's limits after it, so a page can show them as they are now.
 */
export function limitCalls(call: ApiCall) {
  return {
    /** The player's limits with the current use per currency (or minutes). */
    getUserLimits: () => call<UserLimit[]>("GET", "/api/user_limits"),
    /** Create or change the limit of a type and period (a decrease applies at once, an increase waits 24 hours). */
    setUserLimit: (body: UserLimitRequest) => call<UserLimit[]>("POST", "/api/user_limits", body),
    /** Ask to remove a limit: it still binds until confirmed 24 hours later. */
    removeUserLimit: (id: number) => call<UserLimit[]>("DELETE", `/api/user_limits/${id}`),
    /** Confirm a pending increase or removal once its cooling-off has passed. */
    confirmUserLimit: (body: UserLimitConfirmRequest) => call<UserLimit[]>("POST", "/api/user_limits/confirm", body),
  };
}
