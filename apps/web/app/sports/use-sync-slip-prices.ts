import type { BookMarket } from "@croupier/contract/schemas/sportsbook-book";
import { useEffect } from "react";
import { slip } from "./slip-store.ts";

/**
 * A page's fresh prices reach the slip: a pick whose price moved shows the change, and a pick
 * whose market closed says it cannot be bet, before the player reaches the confirm step.
 */
export function useSyncSlipPrices(markets: ReadonlyArray<{ market: BookMarket; event: { bettable: boolean } }>) {
  useEffect(() => {
    slip.syncPrices(
      markets.flatMap(({ market, event }) =>
        market.selections.map((selection) => ({
          selectionId: selection.id,
          price: selection.price,
          exact: selection.price_fraction,
          available: event.bettable && market.status === "open" && selection.active,
        })),
      ),
    );
  }, [markets]);
}
