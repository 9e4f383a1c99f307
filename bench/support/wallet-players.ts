import { sql } from "drizzle-orm";
import { openPostgres } from "../../apps/platform/src/db/postgres.ts";
import { getSystemAccount, openPlayerAccount } from "../../apps/platform/src/ledger/accounts.ts";
import { checkLedger } from "../../apps/platform/src/ledger/invariants.ts";
import { postTransaction } from "../../apps/platform/src/ledger/post-transaction.ts";
import { insertLimit, upsertAmount } from "../../apps/platform/src/limits/repository.ts";
import { openGameSession } from "../../apps/platform/src/provider-wallet/sessions.ts";

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
  await db.execute(sql`insert into users (email, password_hash, currency)
                       select 'bench-' || n || '@players.example', 'x', 'EUR' from generate_series(1, ${players}) n`);
  const ids = (await db.execute(sql`select id from users order by id`)) as unknown as { rows: { id: string }[] };
  const clearing = await getSystemAccount(db, "clearing", "EUR");
  const tokens: string[] = [];
  for (const { id } of ids.rows) {
    const { account } = await openPlayerAccount(db, Number(id), "EUR");
    await postTransaction(db, {
      idempotencyKey: `bench-fund-${account.id}`,
      kind: "deposit",
      entries: [
        { account: clearing.id, amount: -1_000_000_000n },
        { account: account.id, amount: 1_000_000_000n },
      ],
    });
    const { token } = await openGameSession(db, {
      playerId: Number(id),
      providerId: "croupier-studio",
      gameId: "croupier-studio/pebble-dice",
      currency: "EUR",
      device: "desktop",
    });
    tokens.push(token);
    if (tokens.length <= limited) {
      const now = new Date();
      const limit = await insertLimit(db, { playerId: Number(id), type: "wager", period: "day", minutes: null, now });
      await upsertAmount(db, {
        limitId: limit.id,
        currency: "EUR",
        amountCents: 1_000_000_000_000n,
        pendingAmountCents: null,
      });
    }
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
