import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Names of the game categories (every GAME_CATEGORIES slug) and lobby filters. */
export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  all: msg`All games`,
  slots: msg`Slots`,
  live: msg`Live casino`,
  table: msg`Table games`,
  roulette: msg`Roulette`,
  jackpot: msg`Jackpots`,
  bonusbuy: msg`Bonus buy`,
  new: msg`New`,
  novelty: msg`New`,
  popularity: msg`Popular`,
  popular: msg`Popular`,
  classicSlots: msg`Classic slots`,
  liveCasino: msg`Live dealers`,
  dice: msg`Dice`,
  "drops-and-wins": msg`Drops & Wins`,
};

/** Where a home category tab leads: "all" is the lobby itself, "new" is the novelty filter. */
export function categoryPath(category: string): string {
  if (category === "all") return "/games";
  if (category === "new") return "/games/novelty";
  return `/games/${category}`;
}
