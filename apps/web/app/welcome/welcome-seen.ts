import { readStorage, writeStorage } from "../lib/storage-keys.ts";
import type { ModalFlag } from "../modals/modal-flags.ts";

// The welcome modal (MGA player-protection directive: after registration and before the first
// wager, present the responsible-gambling tools) is shown once per player. The platform has no
// per-player flag the site may write, so the ids of the players who saw it are kept in this
// browser's storage; it opens from the sign-up flow itself (and, for a player who has not seen it
// here, after the e-mail confirmation), so it never meets the first-deposit offer on a page load.

/** Ids of the players who saw the welcome modal on this device, comma separated. */
export const WELCOME_SEEN_KEY = "welcomeSeen";
const KEPT_IDS = 20;

export function hasSeenWelcome(playerId: number | string): boolean {
  return (readStorage(WELCOME_SEEN_KEY) ?? "").split(",").includes(String(playerId));
}

export function markWelcomeSeen(playerId: number | string): void {
  const ids = (readStorage(WELCOME_SEEN_KEY) ?? "").split(",").filter((id) => id && id !== String(playerId));
  writeStorage(WELCOME_SEEN_KEY, [...ids.slice(-(KEPT_IDS - 1)), String(playerId)].join(","));
}

// Where "Continue" leads: the deposit modal a signed-out deposit attempt was heading for, else the
// page. Handed from the sign-up flow to the welcome body (both run in this page; a reload drops it).
let next: ModalFlag | null = null;

export function continueAfterWelcome(flag: ModalFlag | null): void {
  next = flag;
}

export function takeContinueAfterWelcome(): ModalFlag | null {
  const flag = next;
  next = null;
  return flag;
}
