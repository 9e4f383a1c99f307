import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { cryptoAddresses, cryptoTransfers, paymentMethodLimits } from "../schema.ts";

export type CryptoTransferRow = typeof cryptoTransfers.$inferSelect;
export type NewCryptoTransfer = typeof cryptoTransfers.$inferInsert;

/** The player's deposit address in a currency, or null when none was given out yet. */
export async function findDepositAddress(db: Executor, playerId: number, currency: string): Promise<string | null> {
  const [row] = await db
    .select({ address: cryptoAddresses.address })
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.playerId, playerId), eq(cryptoAddresses.currency, currency)))
    .limit(1);
  return row?.address ?? null;
}

/** Stores an address unless the player already has one in the currency (a concurrent request may win). */
export async function insertDepositAddress(
  db: Executor,
  values: { playerId: number; currency: string; address: string },
): Promise<void> {
  await db.insert(cryptoAddresses).values(values).onConflictDoNothing();
}

/** The player an address was given to, or null for an address the casino never gave out. */
export async function findAddressOwner(db: Executor, currency: string, address: string): Promise<number | null> {
  const [row] = await db
    .select({ playerId: cryptoAddresses.playerId })
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.currency, currency), eq(cryptoAddresses.address, address)))
    .limit(1);
  return row?.playerId ?? null;
}

/**
 * Records a transfer seen for the first time; a transfer already recorded (a repeated or
 * concurrent notice) is left alone: a concurrent insert waits for the first one's commit.
 */
export async function insertTransferIfNew(db: Executor, values: NewCryptoTransfer): Promise<void> {
  await db
    .insert(cryptoTransfers)
    .values(values)
    .onConflictDoNothing({ target: [cryptoTransfers.currency, cryptoTransfers.txHash] });
}

/** A transfer, row-locked until the caller's transaction ends. */
export async function lockTransfer(db: Executor, currency: string, txHash: string): Promise<CryptoTransferRow | null> {
  const [row] = await db
    .select()
    .from(cryptoTransfers)
    .where(and(eq(cryptoTransfers.currency, currency), eq(cryptoTransfers.txHash, txHash)))
    .for("update");
  return row ?? null;
}

export async function updateTransfer(
  db: Executor,
  id: number,
  changes: { confirmations: number; paymentId: number; updatedAt: Date },
): Promise<void> {
  await db.update(cryptoTransfers).set(changes).where(eq(cryptoTransfers.id, id));
}

/** A transfer by its hash alone (the sandbox chain's memory after a restart). */
export async function findTransferByHash(db: Executor, txHash: string): Promise<CryptoTransferRow | null> {
  const [row] = await db.select().from(cryptoTransfers).where(eq(cryptoTransfers.txHash, txHash)).limit(1);
  return row ?? null;
}

/**
 * The deposit minimum of a crypto method in minor units (whether or not the method is enabled
 * now: coins sent to an address given out earlier still arrive), or null without a limits row.
 */
export async function findDepositMinimum(db: Executor, methodId: string, currency: string): Promise<bigint | null> {
  const [row] = await db
    .select({ minCents: paymentMethodLimits.minCents })
    .from(paymentMethodLimits)
    .where(
      and(
        eq(paymentMethodLimits.methodId, methodId),
        eq(paymentMethodLimits.currency, currency),
        eq(paymentMethodLimits.action, "deposit"),
      ),
    )
    .limit(1);
  return row?.minCents ?? null;
}
