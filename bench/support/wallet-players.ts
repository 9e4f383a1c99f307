import { sql } from "drizzle-orm";
import { openPostgres } from "../../apps/platform/src/db/postgres.ts";
import { checkLedger } from "../../apps/platform/src/ledger/invariants.ts";
import { insertLimit, upsertAmount } from "../../apps/platform/src/limits/repository.ts";
import { createStudioPlayers } from "../../apps/platform/src/test/studio-players.ts";

// The players of the provider-wallet bench, in the schema the bench's platform server migrated and
// seeded: funded EUR accounts and an open game session of the in-house studio each. The first
// `limited` players also hold a daily wager limit too high to refuse anything: their bets take the
// limits' path (checked and moved in one transaction under the account lock, never batched).

export interface WalletPlayers {
  /** Launch tokens, one per player. */
  tokens: string[];
  countBreaches(): Promise<number>;
  /** Bets recorded by the wallet (game_actions). */
  countBets(): Promise<number>;
  close(): Promise<void>;
}

export async function prepareWalletPlayers(
  url: URL,
  schema: string,
  players: number,
  limited = 0,
): Promise<WalletPlayers> {
  const database = await openPostgres(url.toString(), schema);
  const db = database.db;
  const studioPlayers = await createStudioPlayers(db, { prefix: "bench", count: players, funds: 1_000_000_000n });
  const tokens = studioPlayers.map((player) => player.token);
  for (const { id } of studioPlayers.slice(0, limited)) {
    const limit = await insertLimit(db, { playerId: id, type: "wager", period: "day", minutes: null, now: new Date() });
    await upsertAmount(db, {
      limitId: limit.id,
      currency: "EUR",
      amountCents: 1_000_000_000_000n,
      pendingAmountCents: null,
    });
  }
  return {
    tokens,
    countBreaches: async () => (await checkLedger(db)).breaches.length,
    countBets: async () => {
      const result = (await db.execute(sql`select count(*) as n from game_actions where kind = 'bet'`)) as unknown as {
        rows: { n: string }[];
      };
      return Number(result.rows[0]?.n ?? 0);
    },
    close: async () => {
      await db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)).catch(() => {});
      await database.close();
    },
  };
}
