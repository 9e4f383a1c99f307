import type { Player } from "@croupier/contract/schemas/player";

// When the site offers push notifications (spec point 7: the push prompt), decided once here:
// - only to a signed-in player who has made a first deposit: pushes are about their money, bonuses
//   and results, so a visitor or a player who has not played yet is never asked;
// - never at first load: the prompt waits PUSH_PROMPT_DELAY_MS on the page before it appears (and
//   while the cookie notice is up, until it is answered: one floating card at a time);
// - only where the browser can receive pushes and has not decided (permission "default": never when
//   denied, never again once granted);
// - "Not now" is remembered on the device for PUSH_PROMPT_SNOOZE_MS;
// - never during a time-out or self-exclusion (the prompt asks the platform first: push-prompt.tsx).

export const PUSH_PROMPT_DELAY_MS = 20_000;
export const PUSH_PROMPT_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
/** When the player last answered "Not now" (epoch ms), on this device. */
export const PUSH_PROMPT_DISMISSED_KEY = "pushPromptDismissedAt";

export interface PushPromptState {
  player: Pick<Player, "id" | "stats"> | null;
  /** Null where the browser has no Web Push. */
  permission: NotificationPermission | null;
  /** What PUSH_PROMPT_DISMISSED_KEY holds. */
  dismissedAt: string | null;
  now: number;
}

export function mayOfferPush({ player, permission, dismissedAt, now }: PushPromptState): boolean {
  if (!player || player.id == null || (player.stats?.deposits_count ?? 0) < 1) return false;
  if (permission !== "default") return false;
  const dismissed = Number(dismissedAt);
  return !(dismissedAt && Number.isFinite(dismissed) && now - dismissed < PUSH_PROMPT_SNOOZE_MS);
}
