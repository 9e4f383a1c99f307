import type { OperatorDocument } from "@croupier/contract/schemas/kyc";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findUserById } from "../identity/repository.ts";
import { toPlayerDocument } from "./documents.ts";
import { countDocuments, type DocumentFilter, findDocument, listDocuments } from "./repository.ts";
import type { KycDocumentRow } from "./schema.ts";
import { isPlayerVerified } from "./verification.ts";

// The back office's view of documents: each with the player who sent it (e-mail, name, whether
// verified now) and the review.

export async function listOperatorDocuments(
  db: Executor,
  filter: DocumentFilter,
  page: number,
  pageSize: number,
): Promise<{ data: OperatorDocument[]; total: number }> {
  const [rows, total] = await Promise.all([
    listDocuments(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countDocuments(db, filter),
  ]);
  const players = await loadPlayers(db, rows);
  return { data: rows.flatMap((row) => toOperatorDocument(row, players.get(row.playerId)) ?? []), total };
}

export async function loadOperatorDocument(db: Executor, id: number): Promise<OperatorDocument> {
  const row = await findDocument(db, id);
  const view = row && toOperatorDocument(row, (await loadPlayers(db, [row])).get(row.playerId));
  if (!view) throw new AppError("not_found");
  return view;
}

interface PlayerSummary {
  email: string;
  name: string | null;
  verified: boolean;
}

async function loadPlayers(db: Executor, rows: KycDocumentRow[]): Promise<Map<number, PlayerSummary>> {
  const ids = [...new Set(rows.map((row) => row.playerId))];
  const entries = await Promise.all(
    ids.map(async (id) => {
      const [user, verified] = await Promise.all([findUserById(db, id), isPlayerVerified(db, id)]);
      if (!user) return null;
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
      return [id, { email: user.email, name, verified }] as const;
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}

function toOperatorDocument(row: KycDocumentRow, player: PlayerSummary | undefined): OperatorDocument | null {
  if (!player) return null;
  return {
    ...toPlayerDocument(row),
    player_id: row.playerId,
    player_email: player.email,
    player_name: player.name,
    player_verified: player.verified,
    media_type: row.mediaType as OperatorDocument["media_type"],
    size_bytes: row.sizeBytes,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewed_by: row.reviewedBy,
  };
}
