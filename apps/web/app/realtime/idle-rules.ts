// The idle rules (spec point 4): after 120 s without activity a modal opens. A visitor gets the
// call to action (not while signing up, never once anyone has signed in on this browser); a player
// with no deposit gets the first-deposit offer, which also opens on load unless this player closed
// it in the last 120 s or a modal (a deposit modal) is open. Pure: the shell's hook feeds it the facts.

import { IDLE_TIMEOUT_MS } from "./idle-timeout.ts";

export { IDLE_TIMEOUT_MS };

export interface IdleFacts {
  /** The signed-in player's id, or null for a visitor. */
  playerId: string | number | null;
  /** The player's deposits (player.stats.deposits_count). */
  depositsCount: number;
  /** A player has signed in on this browser before (stored locally). */
  hasEverSignedIn: boolean;
  /** The open modal's flag, or null. */
  openModal: string | null;
  /** When this player last closed the offer (epoch ms), or null. */
  offerClosedAt: number | null;
  now: number;
}

export type IdleModal = "cta" | "first-deposit";

function offerAllowed(facts: IdleFacts): boolean {
  if (facts.playerId === null || facts.depositsCount > 0) return false;
  return facts.offerClosedAt === null || facts.now - facts.offerClosedAt >= IDLE_TIMEOUT_MS;
}

/** What opens after 120 s idle, or null. */
export function modalWhenIdle(facts: IdleFacts): IdleModal | null {
  if (facts.playerId === null) {
    if (facts.hasEverSignedIn || facts.openModal === "sign-up" || facts.openModal === "cta") return null;
    return "cta";
  }
  // Idle over another modal the player opened: leave it; the offer waits for the next idle time.
  if (facts.openModal !== null) return null;
  return offerAllowed(facts) ? "first-deposit" : null;
}

/**
 * What opens as the page loads or the player signs in (the first-deposit offer only), or null. Any
 * open modal holds it back, the deposit flows' included: the offer never replaces what is open.
 */
export function modalOnLoad(facts: IdleFacts): IdleModal | null {
  if (facts.playerId === null || facts.openModal !== null) return null;
  return offerAllowed(facts) ? "first-deposit" : null;
}

/** True while the idle clock should run: a visitor the call to action may still reach, or a player with no deposit. */
export function isIdleWatched(facts: Pick<IdleFacts, "playerId" | "depositsCount" | "hasEverSignedIn">): boolean {
  return facts.playerId === null ? !facts.hasEverSignedIn : facts.depositsCount === 0;
}
