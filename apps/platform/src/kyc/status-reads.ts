import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { kycDocuments } from "./schema.ts";

// Players' verification state for the back office's lists (the withdrawal queue's risk hints),
// for a page of players in one query; the rule is verification.ts's (an approved identity and an
// approved address document).

export type KycStatus = "verified" | "pending" | "unverified";

/** `verified`; else `pending` while a document awaits review; else `unverified` (none, or rejected). */
export async function readKycStatuses(db: Executor, playerIds: readonly number[]): Promise<Map<number, KycStatus>> {
  const statuses = new Map<number, KycStatus>(playerIds.map((id) => [id, "unverified"]));
  if (playerIds.length === 0) return statuses;
  const rows = await db
    .select({
      playerId: kycDocuments.playerId,
      identity: sql<boolean>`bool_or(${kycDocuments.documentType} = 'identity' and ${kycDocuments.status} = 'approved')`,
      address: sql<boolean>`bool_or(${kycDocuments.documentType} = 'address' and ${kycDocuments.status} = 'approved')`,
      pending: sql<boolean>`bool_or(${kycDocuments.status} = 'pending')`,
    })
    .from(kycDocuments)
    .where(inArray(kycDocuments.playerId, [...playerIds]))
    .groupBy(kycDocuments.playerId);
  for (const row of rows) {
    statuses.set(row.playerId, row.identity && row.address ? "verified" : row.pending ? "pending" : "unverified");
  }
  return statuses;
}
