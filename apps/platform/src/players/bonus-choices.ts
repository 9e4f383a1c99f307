import { BONUS_CODE_PATTERN, formatMessage, type Locale } from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { type User, updateUser } from "../identity/repository.ts";
import { changePlayerGroups } from "./groups-repository.ts";
import { BONUS_OFFER_GROUPS } from "./welcome-bonus.ts";

// The player's bonus choices for the next deposit. They are only stored
// here; deposits copy them (player-choices.ts) and promotions decide what they are worth.

/** PATCH /api/player/set_bonus_code: 422 `errors.deposit_bonus_code` when missing or malformed. */
export async function setBonusCode(db: Db, user: User, code: string | undefined, locale: Locale, now: Date) {
  const refuse = (message: string): never => {
    throw new AppError("validation_failed", undefined, { fields: { deposit_bonus_code: [message] } });
  };
  if (!code) return refuse(formatMessage("required", locale));
  if (!BONUS_CODE_PATTERN.test(code)) return refuse(formatMessage("format", locale));
  return updateUser(db, user.id, { depositBonusCode: code, updatedAt: now });
}

/** DELETE /api/player/clear_bonus_code. */
export async function clearBonusCode(db: Db, user: User, now: Date): Promise<User> {
  return updateUser(db, user.id, { depositBonusCode: null, updatedAt: now });
}

/**
 * PATCH /api/player/update_bonus_settings. Turning bonuses off also clears what was picked: the
 * bonus code goes and the player leaves the welcome-bonus groups 73 and 74, at once.
 */
export async function updateBonusSettings(db: Db, user: User, canIssue: boolean, now: Date): Promise<User> {
  if (canIssue) return updateUser(db, user.id, { canIssueBonuses: true, updatedAt: now });
  return db.transaction(async (tx) => {
    await changePlayerGroups(tx, user.id, [], [...BONUS_OFFER_GROUPS]);
    return updateUser(tx, user.id, { canIssueBonuses: false, depositBonusCode: null, updatedAt: now });
  });
}
