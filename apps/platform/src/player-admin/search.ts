import type { playerSearchPage } from "@croupier/contract/schemas/player-admin";
import type { z } from "zod";
import type { Executor } from "../db/database.ts";
import { findActiveExclusion } from "../exclusions/guard.ts";
import { searchPlayers } from "../identity/staff-actions.ts";
import { listPlayerAccounts } from "../ledger/accounts.ts";
import { displayName, playerStatus } from "./status.ts";

/** GET /api/operator/players: one page of the players `q` finds, newest first. */
export async function findPlayers(
  db: Executor,
  query: { q?: string | undefined; page: number; page_size: number },
  now: Date,
): Promise<z.infer<typeof playerSearchPage>> {
  const { rows, total } = await searchPlayers(db, query.q, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const data = await Promise.all(
    rows.map(async (user) => {
      const [exclusion, accounts] = await Promise.all([
        findActiveExclusion(db, user.id, now),
        listPlayerAccounts(db, user.id),
      ]);
      return {
        id: user.id,
        email: user.email,
        name: displayName(user),
        country: user.country,
        currencies: accounts.map((account) => account.currency),
        created_at: user.createdAt.toISOString(),
        status: playerStatus(user, exclusion?.kind ?? null),
        last_sign_in_at: (user.currentSignInAt ?? user.lastSignInAt)?.toISOString() ?? null,
      };
    }),
  );
  return { data, pagination: { page: query.page, per_page: query.page_size, total_count: total } };
}
