import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { twoFactorKeys, twoFactorRecoveryCodes, twoFactorSettings } from "./schema.ts";

export type TwoFactorSettings = typeof twoFactorSettings.$inferSelect;

export async function findTwoFactorSettings(db: Executor, playerId: number): Promise<TwoFactorSettings | null> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.playerId, playerId)).limit(1);
  return row ?? null;
}

/** Keeps `secret` (encrypted) as the one the player's enrolment offers now. */
export async function savePendingSecret(db: Executor, playerId: number, secret: string, at: Date): Promise<void> {
  await db
    .insert(twoFactorSettings)
    .values({ playerId, pendingSecret: secret, updatedAt: at })
    .onConflictDoUpdate({ target: twoFactorSettings.playerId, set: { pendingSecret: secret, updatedAt: at } });
}

/**
 * Turns two-factor sign-in on with the pending secret and stores the recovery codes' hashes, only
 * if it is still off and the pending secret is still `pendingSecret` (two tabs cannot both enable).
 */
export async function enableTwoFactor(
  db: Executor,
  change: { playerId: number; pendingSecret: string; step: number; codeHashes: string[]; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(twoFactorSettings)
      .set({
        secret: change.pendingSecret,
        pendingSecret: null,
        enabledAt: change.at,
        lastUsedStep: change.step,
        updatedAt: change.at,
      })
      .where(
        and(
          eq(twoFactorSettings.playerId, change.playerId),
          isNull(twoFactorSettings.enabledAt),
          eq(twoFactorSettings.pendingSecret, change.pendingSecret),
        ),
      )
      .returning({ playerId: twoFactorSettings.playerId });
    if (rows.length === 0) return false;
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, change.playerId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(change.codeHashes.map((codeHash) => ({ playerId: change.playerId, codeHash, createdAt: change.at })));
    return true;
  });
}

/** Turns two-factor sign-in off: the secrets and the recovery codes are deleted. */
export async function disableTwoFactor(db: Executor, playerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, playerId));
    await tx.delete(twoFactorSettings).where(eq(twoFactorSettings.playerId, playerId));
  });
}

/** Records `step` as used, only if it is later than the last used one: false for a replayed code. */
export async function claimStep(db: Executor, playerId: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorSettings)
    .set({ lastUsedStep: step, updatedAt: at })
    .where(
      and(
        eq(twoFactorSettings.playerId, playerId),
        or(isNull(twoFactorSettings.lastUsedStep), lt(twoFactorSettings.lastUsedStep, step)),
      ),
    )
    .returning({ playerId: twoFactorSettings.playerId });
  return rows.length > 0;
}

/** Uses a recovery code once: false when it is not the player's or was used already. */
export async function useRecoveryCode(db: Executor, playerId: number, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.playerId, playerId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

/** The database's two-factor key (made by the first caller, shared by every node). */
export async function loadOrCreateTwoFactorKey(db: Executor, create: () => string): Promise<string> {
  await db.insert(twoFactorKeys).values({ id: 1, key: create() }).onConflictDoNothing();
  const [row] = await db.select().from(twoFactorKeys).where(eq(twoFactorKeys.id, 1)).limit(1);
  if (!row) throw new Error("two-factor key missing");
  return row.key;
}

/** True when the player has two-factor sign-in on (for the player's view). */
export async function hasTwoFactorOn(db: Executor, playerId: number): Promise<boolean> {
  return (await findTwoFactorSettings(db, playerId))?.enabledAt != null;
}
