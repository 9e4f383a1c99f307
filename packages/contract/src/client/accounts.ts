import type { SelectLotteryBody, WalletAccount } from "../schemas/wallet.ts";
import type { ApiCall } from "./call.ts";

/** The player's wallet accounts, one per currency; adding one also selects it. */
export function accountCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getPlayerAccounts: () => get<WalletAccount[]>("/api/player/accounts?compatibility=false"),
    addPlayerAccount: (currency: string) =>
      call<WalletAccount>("POST", `/api/player/accounts?currency=${encodeURIComponent(currency)}`, { currency }),
    /** The lottery this account takes part in (null clears it); answers the account. */
    selectLottery: (accountId: number, body: SelectLotteryBody) =>
      call<WalletAccount>("PATCH", `/api/player/accounts/${accountId}/select_lottery`, body),
  };
}
