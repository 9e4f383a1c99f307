import type { LimitPeriod, LimitType } from "@croupier/contract/schemas/limits";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The types in the order the modal shows them: the deposit limit first (UKGC RTS 12B). */
export const TYPE_ORDER: readonly LimitType[] = ["deposit", "loss", "wager", "session"];
export const PERIOD_ORDER: readonly LimitPeriod[] = ["day", "week", "month"];

export const TYPE_NAMES: Record<LimitType, MessageDescriptor> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
  session: msg`Session time limit`,
};

export const TYPE_HINTS: Record<LimitType, MessageDescriptor> = {
  deposit: msg`The most you can deposit in the period, counting every deposit in full.`,
  loss: msg`The most you can lose in the period: your stakes minus your wins.`,
  wager: msg`The most you can stake in the period, whatever you win.`,
  session: msg`The longest you can play in the period, in minutes.`,
};

export const PERIOD_NAMES: Record<LimitPeriod, MessageDescriptor> = {
  day: msg`24 hours`,
  week: msg`7 days`,
  month: msg`One month`,
};
