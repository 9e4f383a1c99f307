import type { VipBenefit, VipLeague } from "@croupier/contract";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The levels' names by id (the platform answers them in English). */
export const LEVEL_NAMES: Record<string, MessageDescriptor> = {
  level_0: msg`Begin`,
  level_1: msg`Newbie`,
  level_2: msg`Pro`,
  level_3: msg`Legend`,
  level_4: msg`Hero`,
  level_5: msg`Chosen One`,
};

export const LEAGUE_NAMES: Record<VipLeague, MessageDescriptor> = {
  rookie: msg`Rookie league`,
  premier: msg`Premier league`,
  high: msg`High league`,
};

export const BENEFIT_NAMES: Record<VipBenefit, MessageDescriptor> = {
  status_points: msg`Status points that never expire`,
  points_exchange: msg`Redeemable points exchanged for money`,
  birthday_gift: msg`Birthday gift`,
  level_up_rewards: msg`Level-up rewards`,
  monthly_cashback: msg`Monthly cashback`,
  vip_manager: msg`Personal VIP manager`,
  reload_bonus: msg`Tailored reload bonuses`,
  weekly_cashback: msg`Weekly cashback`,
  holiday_gifts: msg`Holiday gifts`,
  special_events: msg`Invitations to special events`,
};
