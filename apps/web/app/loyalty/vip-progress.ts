import type { StatusGroup } from "@croupier/contract";

/** Used when a level's upper bound is missing (the top level has none). */
export const VIP_FALLBACK_MAX = 1500;

export interface VipProgress {
  current: StatusGroup;
  /** The level after the current one; null after the last (Chosen One). */
  next: StatusGroup | null;
  /** 0–100, whole percent. */
  percent: number;
  /** Points still needed for the next level (0 on the last). */
  pointsToNext: number;
}

const bounds = (level: StatusGroup) => level.conditions[0]?.persistent_comp_points;

/**
 * The player's progress through their level: (points − level min) / (level max − level min) of the
 * current level; on the first level (Begin), points over the next level's minimum; a missing max
 * counts as 1500 CP. Levels are in order; `levelId` is the player's (statuses[0].id).
 */
export function vipProgress(levels: readonly StatusGroup[], levelId: string, points: number): VipProgress | null {
  const index = levels.findIndex((level) => level.id === levelId);
  const current = levels[index];
  if (!current) return null;
  const next = levels[index + 1] ?? null;
  const range = bounds(current);
  const min = index === 0 ? 0 : (range?.min ?? 0);
  const max =
    index === 0
      ? next
        ? (bounds(next)?.min ?? VIP_FALLBACK_MAX)
        : VIP_FALLBACK_MAX
      : (range?.max ?? VIP_FALLBACK_MAX);
  const ratio = max > min ? (points - min) / (max - min) : 1;
  const percent = Math.min(100, Math.max(0, Math.floor(ratio * 100)));
  const nextMin = next ? (bounds(next)?.min ?? max) : null;
  return { current, next, percent, pointsToNext: nextMin === null ? 0 : Math.max(0, nextMin - points) };
}
