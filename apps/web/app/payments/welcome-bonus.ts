import type { WelcomeBonusId } from "@croupier/contract/schemas/wallet";

// The welcome-bonus dropdown: choices none, 73, 74, 75. 73 or 74 joins that
// player group and leaves the other; none and 75 ("no bonus") leave both. The choice is kept in
// localStorage as `${playerId}_${bonusId}` (WELCOME_BONUS_CHOICE_KEY), so it belongs to one player.

export type WelcomeChoice = "none" | WelcomeBonusId;

/** The contract's WELCOME_BONUS_IDS, repeated so the deposit modals load no zod (a test keeps them equal). */
export const WELCOME_BONUS_IDS: readonly WelcomeBonusId[] = [73, 74, 75];

/** The bonuses that are player groups the player joins (75 is the "no bonus" choice). */
const GROUP_BONUSES = [73, 74] as const;

export interface WelcomeBonusOption {
  id: WelcomeBonusId;
  label: string;
  description: string;
}

/** POST /api/player/groups body for a choice. */
export function welcomeGroupsChange(choice: WelcomeChoice): { add: string[]; remove: string[] } {
  const joined = GROUP_BONUSES.find((id) => id === choice);
  return {
    add: joined ? [String(joined)] : [],
    remove: GROUP_BONUSES.filter((id) => id !== joined).map(String),
  };
}

export function isWelcomeBonusId(value: unknown): value is WelcomeBonusId {
  return (WELCOME_BONUS_IDS as readonly unknown[]).includes(value);
}

/** Reads "73", 73, "none" (a select's value or a stored id) as a choice; anything else is none. */
export function toWelcomeChoice(value: unknown): WelcomeChoice {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return isWelcomeBonusId(number) ? number : "none";
}

/** The stored form, tied to one player: `${playerId}_${bonusId}`. */
export function welcomeChoiceRecord(playerId: number | string, choice: WelcomeChoice): string {
  return `${playerId}_${choice}`;
}

/** This player's stored choice, or null when none is stored for them (another player's is ignored). */
export function readWelcomeChoiceRecord(record: string | null, playerId: number | string): WelcomeChoice | null {
  const prefix = `${playerId}_`;
  if (!record?.startsWith(prefix)) return null;
  return toWelcomeChoice(record.slice(prefix.length));
}

/**
 * The options of the CMS snippet "welcome-bonus-dropdown" (a JSON list of {id, label,
 * description} in the page's language). Unreadable content gives no options (no dropdown).
 */
export function parseWelcomeBonusOptions(content: string | undefined): WelcomeBonusOption[] {
  if (!content) return [];
  try {
    const list: unknown = JSON.parse(content);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      if (!item || typeof item !== "object") return [];
      const { id, label, description } = item as Record<string, unknown>;
      const bonusId = toWelcomeChoice(id);
      if (bonusId === "none" || typeof label !== "string") return [];
      return [{ id: bonusId, label, description: typeof description === "string" ? description : "" }];
    });
  } catch {
    return [];
  }
}
