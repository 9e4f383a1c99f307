import type {
  PushPreferences,
  PushPreferencesView,
  PushPublicKey,
  PushSubscriptionBody,
  PushSubscriptionView,
} from "../schemas/push.ts";
import type { ApiCall } from "./call.ts";

/** Web Push: the server's key, this browser's subscription, and the kinds the player wants. */
export function pushCalls(call: ApiCall) {
  return {
    getPushPublicKey: () => call<PushPublicKey>("GET", "/api/push/vapid_public_key"),
    /** Stores (or refreshes) this browser's subscription for the signed-in player. */
    subscribePush: (subscription: PushSubscriptionBody) =>
      call<PushSubscriptionView>("POST", "/api/player/push_subscriptions", subscription),
    unsubscribePush: (endpoint: string) => call<null>("DELETE", "/api/player/push_subscriptions", { endpoint }),
    getPushPreferences: () => call<PushPreferencesView>("GET", "/api/player/push_preferences"),
    updatePushPreferences: (kinds: Partial<PushPreferences>) =>
      call<PushPreferencesView>("PUT", "/api/player/push_preferences", { kinds }),
  };
}
