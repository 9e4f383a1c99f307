import type { Executor } from "../db/database.ts";
import { findAccount, listBonusBalances } from "../ledger/accounts.ts";
import { publishToUser } from "../realtime/publish.ts";

/** The `balance#<player>` event: the wallet balance the header shows, in minor units. */
export interface BalanceEvent {
  currency: string;
  /** Real money plus the bonus money wagering in this currency (as GET /api/player/accounts). */
  amount_cents: number;
  /** Real money only: what can be withdrawn. */
  available_to_cashout_cents: number;
}

/**
 * Publishes the player's balance in `currency` on `balance#<player>`, in the caller's transaction
 * after its postings, so the header updates without polling once the money has moved.
 */
export async function publishBalance(tx: Executor, playerId: number, currency: string): Promise<void> {
  const account = await findAccount(tx, "player", currency, playerId);
  const real = account?.balance ?? 0n;
  const bonus = (await listBonusBalances(tx, playerId)).get(currency) ?? 0n;
  const event: BalanceEvent = {
    currency,
    amount_cents: Number(real + bonus),
    available_to_cashout_cents: Number(real),
  };
  await publishToUser(tx, "balance", playerId, event);
}
