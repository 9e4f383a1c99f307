import { accountCalls } from "./client/accounts.ts";
import { authCalls } from "./client/auth.ts";
import { type ApiClientOptions, createCall } from "./client/call.ts";
import { gameCalls } from "./client/games.ts";
import { infoCalls } from "./client/info.ts";
import { limitCalls } from "./client/limits.ts";
import { loyaltyCalls } from "./client/loyalty.ts";
import { paymentCalls } from "./client/payments.ts";
import { playerCalls } from "./client/player.ts";
import { studioCalls, studioTokenHeaders } from "./client/studio.ts";

// The typed HTTP client the site uses. It speaks only HTTP, so the same front end can face any
// platform that honours the contract. `fetch` is injectable: the server-side renderer passes one
// that reaches the platform in-process and forwards the visitor's cookies. The calls come in
// groups (client/*.ts), so a browser chunk can carry only the groups it uses.

export type { ApiCall, ApiClientOptions, ApiFailure, ApiResult } from "./client/call.ts";
export {
  accountCalls,
  authCalls,
  createCall,
  gameCalls,
  infoCalls,
  limitCalls,
  loyaltyCalls,
  paymentCalls,
  playerCalls,
  studioCalls,
  studioTokenHeaders,
};

/** Every call of every group (the server-side renderer's client, and tests). */
export function createApiClient(options: ApiClientOptions = {}) {
  const call = createCall(options);
  return {
    call,
    ...infoCalls(call),
    ...authCalls(call),
    ...playerCalls(call),
    ...accountCalls(call),
    ...paymentCalls(call),
    ...gameCalls(call),
    ...studioCalls(call),
    ...loyaltyCalls(call),
    ...limitCalls(call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
