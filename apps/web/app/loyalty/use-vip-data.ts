import { loyaltyCalls } from "@croupier/contract/client/loyalty";
import { browserApi } from "../lib/api.client.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { apiData } from "../ui/api-data.ts";
import { useLoad } from "../ui/use-load.ts";

/**
 * The VIP levels and, for a signed-in player, their comp points (GET /api/info/statuses and
 * /api/player/comp_points), loaded in the browser: what the player-status modal and the VIP level
 * card show. `points` is null for a visitor.
 */
export function useVipData() {
  const player = usePlayer();
  const { locale } = useShellData();
  return useLoad(
    async () => {
      const api = browserApi(locale, loyaltyCalls);
      const [levels, points] = await Promise.all([
        apiData(api.getStatuses()),
        player ? apiData(api.getCompPoints()) : Promise.resolve(null),
      ]);
      return { levels, points };
    },
    `vip:${player?.id ?? "guest"}:${locale}`,
  );
}
