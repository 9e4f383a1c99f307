import type { FreespinOffer } from "./notification.ts";

// The free-spin offer of the notification the player clicked, for the free-spins modal to show
// at once (and when the list cannot be loaded). Cleared when read.

let offer: FreespinOffer | null = null;

export function handOffOffer(next: FreespinOffer | null): void {
  offer = next;
}

export function takeHandedOffer(): FreespinOffer | null {
  const taken = offer;
  offer = null;
  return taken;
}
