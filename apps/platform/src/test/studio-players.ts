import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";
import { getSystemAccount, openPlayerAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";

// Players for load on the provider wallet (the cluster smoke test, the wallet and load benches):
// bare EUR players made in one statement, each funded from the clearing account and holding an
// open session of the in-house studio's dice game (its launch token signs their bets).

export interface StudioPlayer {
  id: number;
  /** The launch token of the player's studio game session. */
  token: string;
}

/** `count` players with e-mails `<prefix>-<n>@players.example`, `funds` minor units each. */
export async function createStudioPlayers(
  db: Executor,
  options: { prefix: string; count: number; funds: bigint },
): Promise<StudioPlayer[]> {
  const { prefix, count, funds } = options;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, currency)
        select ${prefix} || '-' || n || '@players.example', 'x', 'EUR' from generate_series(1, ${count}) n
        returning id`,
  );
  const clearing = await getSystemAccount(db, "clearing", "EUR");
  const players: StudioPlayer[] = [];
  for (const id of rows.map((row) => Number(row.id)).sort((a, b) => a - b)) {
    const { account } = await openPlayerAccount(db, id, "EUR");
    await postTransaction(db, {
      idempotencyKey: `${prefix}-fund-${account.id}`,
      kind: "deposit",
      entries: [
        { account: clearing.id, amount: -funds },
        { account: account.id, amount: funds },
      ],
    });
    const { token } = await openGameSession(db, {
      playerId: id,
      providerId: "croupier-studio",
      gameId: "croupier-studio/pebble-dice",
      currency: "EUR",
      device: "desktop",
    });
    players.push({ id, token });
  }
  return players;
}
