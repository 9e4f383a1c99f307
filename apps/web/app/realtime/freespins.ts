import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerFreespin as FreespinRow } from "@croupier/contract/schemas/freespins";
import { browserApi } from "../lib/api.client.ts";
import type { FreespinOffer } from "./notification.ts";

// The player's free spins (GET /api/player/freespins, the API family's shape), activation
// (POST …/{id}/activation) and forfeit (DELETE …/{id}).

/** A row of the list (the contract's shape), or the offer a notification carried. */
export interface PlayerFreespin extends FreespinOffer {
  id: number;
  bet_level: number | null;
  freespins_performed: number | null;
  activatable: boolean;
  cancelable: boolean;
  currency: string;
}

/** Offers still to activate or play (issued, activated); the rest are history. */
const LIVE_STAGES = new Set(["issued", "activated", "active", "handle_bets"]);

export function isLiveOffer(offer: Pick<FreespinOffer, "stage">): boolean {
  return LIVE_STAGES.has(offer.stage);
}

/** The handed-over notification's offer completed with the defaults of a list row. */
export function fromNotification(offer: FreespinOffer): PlayerFreespin | null {
  if (offer.id === null) return null;
  return {
    ...offer,
    id: offer.id,
    bet_level: null,
    freespins_performed: null,
    activatable: offer.stage === "issued",
    cancelable: offer.stage === "issued",
    currency: "",
  };
}

export function freespinCalls(locale: Locale) {
  const { call } = browserApi(locale);
  return {
    list: () => call<FreespinRow[]>("GET", "/api/player/freespins"),
    activate: (id: number) => call<unknown>("POST", `/api/player/freespins/${id}/activation`),
    forfeit: (id: number) => call<unknown>("DELETE", `/api/player/freespins/${id}`),
  };
}

/** "croupier-studio/lantern-tide" → the game link's slug and a readable name. */
export function gameOf(identifier: string): { slug: string; name: string } {
  const slug = identifier.split("/").at(-1) ?? identifier;
  const name = slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
  return { slug, name: name || identifier };
}
