import type { StatusGroup, VipBenefit } from "@croupier/contract";
import { asc } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type LevelReward, loyaltyLevels } from "./schema.ts";

export type LoyaltyLevel = typeof loyaltyLevels.$inferSelect;

/** The VIP levels, lowest first. */
export function listLevels(db: Executor): Promise<LoyaltyLevel[]> {
  return db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.position));
}

/** The level a number of persistent points reaches: the highest whose minimum they reach. */
export function levelForPoints(levels: readonly LoyaltyLevel[], points: number): LoyaltyLevel {
  const first = levels[0];
  if (!first) throw new Error("no VIP levels are configured");
  let reached = first;
  for (const level of levels) if (points >= level.minPoints) reached = level;
  return reached;
}

const chargeableRewardPoints = (rewards: readonly LevelReward[]) =>
  rewards.reduce((sum, reward) => (reward.kind === "chargeable_points" ? sum + reward.points : sum), 0);

/** A level as /api/info/statuses answers it. */
export function toStatusGroup(level: LoyaltyLevel): StatusGroup {
  return {
    id: level.id,
    name: level.name,
    status: true,
    writable: false,
    conditions: [
      {
        persistent_comp_points: {
          type: "range",
          min: level.minPoints,
          max: level.maxPoints,
          exclude_end: true,
        },
      },
    ],
    league: level.league,
    cashback_percent: level.cashbackPercent,
    withdrawal_limit_eur: level.withdrawalLimitEur,
    benefits: level.benefits as VipBenefit[],
    level_up_points: chargeableRewardPoints(level.rewards),
  };
}
