import { findSelectedLottery } from "../accounts/account-settings-repository.ts";
import type { Executor } from "../db/database.ts";
import { findUserById } from "../identity/repository.ts";
import { listPlayerGroups } from "./groups-repository.ts";
import { welcomeBonusOf } from "./welcome-bonus.ts";

/**
 * What the player chose for their next deposit, copied onto each deposit
 * when it is created (payments.player_choices) so promotions can apply it later exactly as it was.
 */
export interface PlayerChoices {
  can_issue_bonuses: boolean;
  bonus_code: string | null;
  /** The welcome-bonus group (73, 74, 75) the player is in. */
  bonus_id: number | null;
  /** selected_lottery_id of the player's account in the deposit's currency. */
  lottery_id: number | null;
}

/** The player's choices now, for a deposit in `currency`; read in the caller's transaction. */
export async function getPlayerChoices(db: Executor, playerId: number, currency: string): Promise<PlayerChoices> {
  const user = await findUserById(db, playerId);
  if (!user) throw new Error(`player ${playerId} not found`);
  const groups = await listPlayerGroups(db, playerId);
  const lotteryId = await findSelectedLottery(db, playerId, currency);
  return {
    can_issue_bonuses: user.canIssueBonuses,
    bonus_code: user.depositBonusCode,
    bonus_id: welcomeBonusOf(groups),
    lottery_id: lotteryId,
  };
}
