import type { ApiCall } from "@croupier/contract/client/call";
import type { BonusPreview, PlayerBonus } from "@croupier/contract/schemas/bonuses";

/** What forfeiting a bonus would leave (GET …/cancel_info): decimal strings in the bonus's currency. */
export interface BonusCancelInfo {
  id: number;
  total_withdrawal_amount: string;
  current_balance: string;
  cash_balance: string;
  bonus_balance: string;
  bonus_winnings: string;
}

/**
 * The player's bonuses and the offers at deposit (`/api/player/bonuses`, `/api/bonuses/*`): a call
 * group for the browser's client, here rather than in the contract so only the chunks that show
 * bonuses carry it. Types only from the contract: no zod reaches the site.
 */
export function bonusCalls(call: ApiCall) {
  return {
    getPlayerBonuses: () => call<PlayerBonus[]>("GET", "/api/player/bonuses"),
    activateBonus: (id: number) => call<PlayerBonus>("POST", `/api/player/bonuses/${id}/activation`),
    forfeitBonus: (id: number) => call<PlayerBonus>("DELETE", `/api/player/bonuses/${id}`),
    getBonusCancelInfo: (id: number) => call<BonusCancelInfo>("GET", `/api/player/bonuses/${id}/cancel_info`),
    getDepositOffers: (currency?: string) =>
      call<BonusPreview[]>(
        "GET",
        currency ? `/api/bonuses/deposit?currency=${encodeURIComponent(currency)}` : "/api/bonuses/deposit",
      ),
    redeemCoupon: (code: string) => call<{ status: string }>("POST", "/api/bonuses/coupon", { coupon_code: code }),
  };
}
