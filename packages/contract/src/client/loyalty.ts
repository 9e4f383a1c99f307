import type {
  CompPoints,
  CompPointsExchangeBody,
  CompPointsExchangeResult,
  CompPointsMoneyRate,
  StatusGroup,
} from "../schemas/loyalty.ts";
import type { ApiCall } from "./call.ts";

/** Comp points and VIP levels. */
export function loyaltyCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getStatuses: () => get<StatusGroup[]>("/api/info/statuses"),
    getPlayerStatusGroups: () => get<StatusGroup[]>("/api/player/status_groups"),
    getCompPoints: () => get<CompPoints>("/api/player/comp_points"),
    getCompPointsMoneyRates: () => get<CompPointsMoneyRate[]>("/api/comp_points/rates/money"),
    exchangeCompPoints: (body: CompPointsExchangeBody) =>
      call<CompPointsExchangeResult>("POST", "/api/comp_points/exchange/money", body),
  };
}
