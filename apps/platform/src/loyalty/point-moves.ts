import type { Executor } from "../db/database.ts";
import { loyaltyPointMoves, type PointMoveKind } from "./schema.ts";

export interface PointMove {
  playerId: number;
  kind: PointMoveKind;
  /** Unique per business operation: a second move with the same key is not recorded. */
  key: string;
  persistentPoints: number;
  chargeablePoints: number;
  metadata?: Record<string, unknown>;
}

/** Records a change of comp points; answers its id, or null when the key was recorded before. */
export async function recordPointMove(db: Executor, move: PointMove): Promise<number | null> {
  const [row] = await db
    .insert(loyaltyPointMoves)
    .values({ ...move, metadata: move.metadata ?? {} })
    .onConflictDoNothing({ target: loyaltyPointMoves.key })
    .returning({ id: loyaltyPointMoves.id });
  return row?.id ?? null;
}

/** Records several changes of comp points in one statement; a key recorded before is skipped. */
export async function recordPointMoves(db: Executor, moves: readonly PointMove[]): Promise<void> {
  if (moves.length === 0) return;
  await db
    .insert(loyaltyPointMoves)
    .values(moves.map((move) => ({ ...move, metadata: move.metadata ?? {} })))
    .onConflictDoNothing({ target: loyaltyPointMoves.key });
}
