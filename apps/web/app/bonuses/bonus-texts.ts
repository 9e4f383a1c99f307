import type { BonusStage } from "@croupier/contract/schemas/bonuses";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CATEGORY_LABELS } from "../components/category-labels.ts";

/** A readable label per stage of a player bonus. */
export const STAGE_LABELS: Record<BonusStage, MessageDescriptor> = {
  issued: msg`Ready to activate`,
  active: msg`Active`,
  handle_bets: msg`Wagering`,
  wager_done: msg`Completed`,
  lost: msg`Used up`,
  expired: msg`Expired`,
  canceled: msg`Forfeited`,
};

/** The badge tone per stage (status-badge--<tone>). */
export const STAGE_TONES: Record<BonusStage, "success" | "warning" | "info" | "muted"> = {
  issued: "warning",
  active: "success",
  handle_bets: "success",
  wager_done: "info",
  lost: "muted",
  expired: "muted",
  canceled: "muted",
};

const OTHER_GAMES = msg`Other games`;
const SPORTS_BETS = msg`Sports bets (settled)`;

/**
 * A contribution's category as the lobby names it; `default` is every other game, and the
 * reserved `sportsbook` the player's sports bets, counted when settled (void ones never).
 */
export function categoryLabel(i18n: I18n, category: string): string {
  if (category === "default") return i18n._(OTHER_GAMES);
  if (category === "sportsbook") return i18n._(SPORTS_BETS);
  const label = CATEGORY_LABELS[category];
  return label ? i18n._(label) : category;
}
