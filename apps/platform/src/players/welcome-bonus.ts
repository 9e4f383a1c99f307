import { WELCOME_BONUS_IDS, type WelcomeBonusId } from "@croupier/contract";

// The welcome-bonus choice is membership of one of the writable player groups "73", "74", "75"
// (seed players.groups.welcome-bonus.v1): a player holds at most one of them, so joining one
// leaves the others.

export const WELCOME_BONUS_GROUPS: readonly string[] = WELCOME_BONUS_IDS.map(String);

/** Groups that the bonus toggle's "off" clears: the two real bonuses (75 is "No bonus"). */
export const BONUS_OFFER_GROUPS: readonly string[] = ["73", "74"];

/**
 * A groups change with the exclusivity applied: joining a welcome-bonus group also leaves the
 * other two. Null when the change asks to join two of them at once (no way to honour both).
 */
export function withExclusiveWelcomeBonus(add: string[], remove: string[]): { add: string[]; remove: string[] } | null {
  const joined = [...new Set(add.filter((group) => WELCOME_BONUS_GROUPS.includes(group)))];
  if (joined.length > 1) return null;
  const [choice] = joined;
  if (choice === undefined) return { add, remove };
  const others = WELCOME_BONUS_GROUPS.filter((group) => group !== choice && !remove.includes(group));
  return { add, remove: [...remove.filter((group) => group !== choice), ...others] };
}

/** The welcome bonus a player's groups say they chose, or null. */
export function welcomeBonusOf(groups: readonly { id: string }[]): WelcomeBonusId | null {
  const found = WELCOME_BONUS_IDS.find((id) => groups.some((group) => group.id === String(id)));
  return found ?? null;
}
