import type { Lottery, LotteryStatusItem, LotteryVerification } from "../schemas/lotteries.ts";
import type { ApiCall } from "./call.ts";

/** Lotteries and the player's tickets (api-contract.md §7). */
export function lotteryCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getLotteries: () => get<Lottery[]>("/api/lotteries"),
    getLottery: (id: number) => get<Lottery>(`/api/lotteries/${id}`),
    getStatuses: () => get<LotteryStatusItem[]>("/api/lotteries/statuses"),
    getStatus: (id: number) => get<LotteryStatusItem>(`/api/lotteries/${id}/status`),
    /** The lotteries the player can earn tickets in now, and those they hold tickets in. */
    getPlayerLotteries: () => get<LotteryStatusItem[]>("/api/lotteries/player"),
    /** Drawn lotteries, latest first, with each place's ticket and winner. */
    getRecentLotteries: () => get<Lottery[]>("/api/lotteries/recent"),
    /** A drawn lottery's public draw inputs and its winners recomputed from them. */
    verifyLottery: (id: number) => get<LotteryVerification>(`/api/lotteries/${id}/verify`),
  };
}
