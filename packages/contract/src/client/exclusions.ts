import type { ExclusionBody, ExclusionView } from "../schemas/exclusions.ts";
import type { ApiCall } from "./call.ts";

/** Time-out, self-exclusion and account closure (the player's protection tools). */
export function exclusionCalls(call: ApiCall) {
  return {
    getExclusion: () => call<ExclusionView>("GET", "/api/player/exclusion"),
    /** Starts (or lengthens) a time-out or self-exclusion; the session ends with it. */
    exclude: (exclusion: ExclusionBody["exclusion"]) =>
      call<ExclusionView>("POST", "/api/player/exclusion", { exclusion }),
    /** Closes the account (data kept, sign-in refused); the session ends with it. */
    closeAccount: (password: string) => call<ExclusionView>("POST", "/api/player/close", { account: { password } }),
  };
}
