import type { Executor } from "../db/database.ts";
import { findUserById } from "../identity/repository.ts";
import { awardLootbox } from "../lootboxes/award.ts";
import { queuePush } from "../push/notify.ts";
import { publishToUser } from "../realtime/publish.ts";
import { type LoyaltyBalance, updateBalance } from "./balances.ts";
import type { LoyaltyLevel } from "./levels.ts";
import { recordPointMove } from "./point-moves.ts";
import type { LevelReward } from "./schema.ts";

// Reaching a level: the level's rewards, once per player and level, and a `comps_award`
// publication for the notification centre, all in the caller's transaction.

interface RewardGrant<R extends LevelReward> {
  playerId: number;
  level: LoyaltyLevel;
  reward: R;
  /** The app clock's time of the level-up (loot boxes count their validity from it). */
  now: Date;
}

/** Grants one reward; answers the chargeable points it added to the balance (0 if none or granted before). */
type Granter<R extends LevelReward> = (db: Executor, grant: RewardGrant<R>) => Promise<number>;
type Granters = { [K in LevelReward["kind"]]: Granter<Extract<LevelReward, { kind: K }>> };

/**
 * One granter per reward kind. A new kind (a loot box) is a variant of LevelReward and one entry
 * here calling its module's grant function.
 */
const GRANTERS: Granters = {
  chargeable_points: async (db, { playerId, level, reward }) => {
    const recorded = await recordPointMove(db, {
      playerId,
      kind: "level_reward",
      key: `level-reward:${playerId}:${level.id}:chargeable_points`,
      persistentPoints: 0,
      chargeablePoints: reward.points,
      metadata: { level: level.id },
    });
    return recorded === null ? 0 : reward.points;
  },
  lootbox: async (db, { playerId, level, reward, now }) => {
    const player = await findUserById(db, playerId);
    if (player) {
      await awardLootbox(db, {
        playerId,
        templateKey: reward.template,
        currency: player.currency,
        sourceKey: `level:${level.id}`,
        strategy: "level_up",
        now,
      });
    }
    return 0;
  },
};

function grantReward(db: Executor, grant: RewardGrant<LevelReward>): Promise<number> {
  const granter = GRANTERS[grant.reward.kind] as Granter<LevelReward>;
  return granter(db, grant);
}

/** What `comps_award` carries on a level-up. */
export interface LevelUpNotice {
  type: "level_up";
  title: string;
  level: { id: string; name: string };
  persistent_points: number;
  /** Chargeable points the level-up granted (all levels reached at once). */
  chargeable_points_awarded: number;
}

/**
 * Moves the player (balance locked by the caller, points already updated) to the level their
 * persistent points reach, if higher: grants the rewards of every level passed and publishes
 * `comps_award`. Answers the notice, or null when the level did not change.
 */
export async function applyLevelUp(
  db: Executor,
  balance: LoyaltyBalance,
  levels: readonly LoyaltyLevel[],
  now: Date,
): Promise<LevelUpNotice | null> {
  const current = levels.find((level) => level.id === balance.levelId);
  const reached = levels.filter((level) => balance.persistentPoints >= level.minPoints).at(-1);
  if (!reached || (current && reached.position <= current.position)) return null;
  const passed = levels.filter(
    (level) => level.position > (current?.position ?? -1) && level.position <= reached.position,
  );
  let awarded = 0;
  for (const level of passed) {
    for (const reward of level.rewards)
      awarded += await grantReward(db, { playerId: balance.playerId, level, reward, now });
  }
  await updateBalance(db, balance.playerId, {
    levelId: reached.id,
    chargeablePoints: balance.chargeablePoints + awarded,
  });
  const notice: LevelUpNotice = {
    type: "level_up",
    title: `New VIP level: ${reached.name}`,
    level: { id: reached.id, name: reached.name },
    persistent_points: balance.persistentPoints,
    chargeable_points_awarded: awarded,
  };
  await publishToUser(db, "comps_award", balance.playerId, notice);
  await queuePush(db, {
    kind: "level_up",
    playerId: balance.playerId,
    ref: `${balance.playerId}:${reached.id}`,
    now,
    name: reached.name,
  });
  return notice;
}
