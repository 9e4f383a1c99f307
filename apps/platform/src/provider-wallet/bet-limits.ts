import type { ProviderWalletWinRequest } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { findAccount, lockAccounts } from "../ledger/accounts.ts";
import { betLimitRefusal } from "../limits/guard.ts";
import { applyMove, isRetryableMove, MAX_MOVE_ATTEMPTS, type MoveOutcome, moveParams } from "./bet-win.ts";
import type { WalletProvider } from "./providers.ts";
import { findAction, findSessionByTokenHash, findStoredResponse, storeResponse } from "./repository.ts";
import { type Answer, answerWithBalance, loadContext, readBalance } from "./request-context.ts";

/**
 * A first bet of a player holding a wager, loss or session limit (wallet_move answered 'limited'),
 * decided and moved in ONE database transaction: the request id's lock, then the player's accounts
 * row-locked (the order wallet_move and ledger_post lock in), then the limits read what every
 * earlier bet of the player committed, then wallet_move in the same transaction, told the limits
 * were checked. Two bets of the player at the same instant take turns at the account lock, so the
 * second counts the first and no limit is ever passed. A refusal is RS_ERROR_LIMIT_REACHED with the
 * balance: nothing moved, the answer stored under the request id like any refusal. A request or
 * transaction id answered meanwhile goes to wallet_move, which answers it as it did the first time.
 */
export async function betUnderLimits(
  db: Db,
  provider: WalletProvider,
  bet: ProviderWalletWinRequest,
  now: Date,
): Promise<MoveOutcome> {
  const params = moveParams(provider, "bet", bet, now, true);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select wallet_lock_request(${provider.id}, ${bet.request_uuid})`);
        const context = await loadContext(tx, provider.id, bet.token, bet.request_uuid);
        const session = await findSessionByTokenHash(tx, params.token_hash);
        const isRepeat =
          (await findStoredResponse(tx, provider.id, bet.request_uuid)) !== null ||
          (await findAction(tx, provider.id, bet.transaction_uuid)) !== null;
        if (context && session && !isRepeat) {
          const bonus = await findAccount(tx, "player_bonus", session.currency, session.playerId);
          await lockAccounts(tx, bonus ? [context.account.id, bonus.id] : [context.account.id]);
          const refusal = await betLimitRefusal(tx, {
            playerId: session.playerId,
            currency: session.currency,
            stake: BigInt(bet.amount),
            session: { id: session.id, startedAt: session.createdAt },
            now,
            locale: "en",
          });
          if (refusal) {
            const answer = answerWithBalance(context, "RS_ERROR_LIMIT_REACHED", await readBalance(tx, context));
            return { answer: (await storeResponse(tx, provider.id, bet.request_uuid, answer)) as Answer };
          }
        }
        return applyMove(tx, params);
      });
    } catch (error) {
      // As betOrWin: a race wallet_move settles by moving nothing; the whole transaction runs again.
      if (attempt < MAX_MOVE_ATTEMPTS && isRetryableMove(error)) continue;
      throw error;
    }
  }
}
