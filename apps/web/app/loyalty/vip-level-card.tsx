import { i18n } from "@lingui/core";
import type { ReactNode } from "react";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { useLoad } from "../ui/use-load.ts";
import { useVipData } from "./use-vip-data.ts";
import { VipStatus } from "./vip-status.tsx";

/**
 * The VIP level card for a signed-in player (where the operator's `vip-level-card` snippet
 * appears): their level, progress to the next and points, as the VIP page shows them. Until the
 * data and the loyalty texts are here, or if they fail, `fallback` (the snippet's text) stays.
 */
export function VipLevelCard({ fallback }: { fallback: ReactNode }) {
  const texts = useLoad(() => loadFeatureCatalogue(i18n, "loyalty"), "loyalty-texts");
  const loaded = useVipData();
  if (texts.status !== "ready" || loaded.status !== "ready" || !loaded.data.points) return <>{fallback}</>;
  const { levels, points } = loaded.data;
  return (
    <div className="vip-teaser__status">
      <VipStatus
        levels={levels}
        levelId={points.level}
        points={points.persistent.points}
        chargeable={points.chargeable.points}
      />
    </div>
  );
}
