import { formatMessage, type Locale, type WalletAccount } from "@croupier/contract";
import { type CurrencyRow, findCurrency, listPlayMoneyCodes } from "../currencies/repository.ts";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { type User, updateUser } from "../identity/repository.ts";
import {
  getSystemAccount,
  type LedgerAccount,
  listBonusBalances,
  listPlayerAccounts,
  openPlayerAccount,
} from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { isLotteryOpenFor } from "../lotteries/tickets.ts";
import { listSelectedLotteries, setSelectedLottery } from "./account-settings-repository.ts";

/** A new FUN wallet starts with 1,000.00 FUN of play money from the FUN house account. */
export const FUN_DEMO_GRANT = 100_000n;

/**
 * The player's wallet: one `player` ledger account per currency. The selected one is the
 * player's current currency (users.currency), which is always real money, see selectCurrency.
 */
export async function listWalletAccounts(db: Executor, user: User): Promise<WalletAccount[]> {
  const [accounts, playMoney, lotteries, bonuses] = await Promise.all([
    listPlayerAccounts(db, user.id),
    listPlayMoneyCodes(db),
    listSelectedLotteries(db, user.id),
    listBonusBalances(db, user.id),
  ]);
  const current = resolveCurrentCurrency(user.currency, accounts, playMoney);
  return accounts.map((account) =>
    toWalletAccount(account, account.currency === current, playMoney, lotteries.get(account.currency) ?? null, bonuses),
  );
}

/**
 * PATCH /api/player/accounts/{id}/select_lottery: the lottery the account takes part in (null
 * clears it: turning the lottery toggle off clears the pick). Null when the account is not one
 * of the player's. A lottery that is unknown, not open now or in another currency is refused (422
 * on `lottery_id`).
 */
export async function selectAccountLottery(
  db: Executor,
  user: User,
  accountId: number,
  lotteryId: number | null,
  context: { now: Date; locale: Locale },
): Promise<WalletAccount | null> {
  const account = (await listPlayerAccounts(db, user.id)).find((item) => item.id === accountId);
  if (!account) return null;
  if (lotteryId !== null && !(await isLotteryOpenFor(db, lotteryId, account.currency, context.now))) {
    throw new AppError("validation_failed", undefined, {
      fields: { lottery_id: [formatMessage("lottery_unavailable", context.locale)] },
    });
  }
  await setSelectedLottery(db, user.id, account.currency, lotteryId);
  return (await listWalletAccounts(db, user)).find((item) => item.id === accountId) ?? null;
}

/**
 * Currency switch: the picked currency becomes current, except FUN, for which the first account's
 * currency is used. Play money is never the player's currency (deposits, limits and bonuses follow
 * it): picking FUN keeps the FUN wallet and makes the first real-money account's currency current.
 */
export function resolveCurrentCurrency(
  picked: string,
  accounts: Pick<LedgerAccount, "currency">[],
  playMoney: Set<string>,
): string {
  if (!playMoney.has(picked)) return picked;
  return accounts.find((account) => !playMoney.has(account.currency))?.currency ?? picked;
}

/**
 * Opens the player's account in `currency` if missing. A new FUN account gets its demo grant in
 * the same database transaction, so it never exists without it.
 */
export async function openWalletAccount(
  db: Db,
  playerId: number,
  currency: CurrencyRow,
): Promise<{ account: LedgerAccount; created: boolean }> {
  return db.transaction(async (tx) => {
    const opened = await openPlayerAccount(tx, playerId, currency.code);
    if (!opened.created || !currency.playMoney) return opened;
    const house = await getSystemAccount(tx, "house", currency.code);
    const posted = await postTransaction(tx, {
      idempotencyKey: `fun-grant:${opened.account.id}`,
      kind: "fun_grant",
      entries: [
        { account: house.id, amount: -FUN_DEMO_GRANT },
        { account: opened.account.id, amount: FUN_DEMO_GRANT },
      ],
      metadata: { player_id: playerId },
    });
    const balance = posted.entries.find((entry) => entry.accountId === opened.account.id)?.balanceAfter ?? null;
    return { account: { ...opened.account, balance }, created: true };
  });
}

/** Sign-up: the player's first account, in the sign-up currency. */
export async function openSignUpAccount(db: Db, user: User): Promise<void> {
  const currency = await findCurrency(db, user.currency);
  if (currency) await openWalletAccount(db, user.id, currency);
}

/**
 * POST /api/player/accounts: adds the account if missing and selects it (with the FUN rule of
 * resolveCurrentCurrency). Null when the currency is unknown.
 */
export async function addAndSelectAccount(
  db: Db,
  user: User,
  code: string,
  now: Date,
): Promise<{ account: WalletAccount; created: boolean; user: User } | null> {
  const currency = await findCurrency(db, code);
  if (!currency) return null;
  const { account, created } = await openWalletAccount(db, user.id, currency);
  const [accounts, playMoney, lotteries, bonuses] = await Promise.all([
    listPlayerAccounts(db, user.id),
    listPlayMoneyCodes(db),
    listSelectedLotteries(db, user.id),
    listBonusBalances(db, user.id),
  ]);
  const current = resolveCurrentCurrency(currency.code, accounts, playMoney);
  const selected =
    current === user.currency ? user : await updateUser(db, user.id, { currency: current, updatedAt: now });
  const lotteryId = lotteries.get(account.currency) ?? null;
  return {
    account: toWalletAccount(account, account.currency === current, playMoney, lotteryId, bonuses),
    created,
    user: selected,
  };
}

function toWalletAccount(
  account: LedgerAccount,
  active: boolean,
  playMoney: Set<string>,
  selectedLotteryId: number | null,
  bonusBalances: Map<string, bigint>,
): WalletAccount {
  const real = account.balance ?? 0n;
  // The balance shown includes the bonus money wagering in this currency; only real money can be
  // withdrawn (bonus-locked money = amount_cents - available_to_cashout_cents); play money never.
  const amount = toCents(real + (bonusBalances.get(account.currency) ?? 0n));
  const isPlayMoney = playMoney.has(account.currency);
  return {
    id: account.id,
    currency: account.currency,
    amount_cents: amount,
    available_to_cashout_cents: isPlayMoney ? 0 : toCents(real),
    available_to_bet_with_locked_cent: amount,
    hidden_at: null,
    deposit_available: !isPlayMoney,
    selected_lottery_id: selectedLotteryId,
    active,
  };
}

/** Minor units as a JSON number; a balance beyond 2^53 would be a bug, not a rounding. */
function toCents(value: bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`balance ${value} is beyond a safe JSON number`);
  return cents;
}
