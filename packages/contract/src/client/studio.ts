import type {
  StudioAction,
  StudioFairness,
  StudioPlay,
  StudioPlaySummary,
  StudioSeedRotation,
  StudioSession,
  StudioVerification,
  StudioVerifyRequest,
} from "../schemas/studio.ts";
import { STUDIO_TOKEN_HEADER } from "../studio-token.ts";
import type { ApiCall } from "./call.ts";

/**
 * The studio's game API, as its game screen calls it inside the game iframe. Every call but the
 * public verify needs the launch token: give the call the headers of studioTokenHeaders. A refusal
 * carries its `code`, and where it applies the `balance` and `retry_after_ms`, in the ApiFailure.
 */
export function studioCalls(call: ApiCall) {
  return {
    getStudioSession: () => call<StudioSession>("GET", "/api/studio/session"),
    /** With `freespinsId`, the spin is one of the player's activated free spins (session's `freespins`). */
    playStudioAction: (action: StudioAction, freespinsId?: number) =>
      call<StudioPlay>(
        "POST",
        "/api/studio/play",
        freespinsId === undefined ? { action } : { action, freespins_id: freespinsId },
      ),
    setStudioClientSeed: (clientSeed: string) =>
      call<StudioFairness>("PUT", "/api/studio/seeds/client", { client_seed: clientSeed }),
    rotateStudioSeeds: () => call<StudioSeedRotation>("POST", "/api/studio/seeds/rotate"),
    /** The token owner's settled plays, newest first. */
    getStudioPlays: (limit = 10) => call<StudioPlaySummary[]>("GET", `/api/studio/plays?limit=${limit}`),
    verifyStudioPlay: (playId: number) => call<StudioVerification>("GET", `/api/studio/plays/${playId}/verify`),
    /** Public: replays any round from revealed seeds (no token needed). */
    verifyStudioRound: (request: StudioVerifyRequest) =>
      call<StudioVerification>("POST", "/api/studio/verify", request),
  };
}

/** The headers that carry a launch token; none without one. */
export function studioTokenHeaders(token: string | null): Record<string, string> {
  return token ? { [STUDIO_TOKEN_HEADER]: token } : {};
}
