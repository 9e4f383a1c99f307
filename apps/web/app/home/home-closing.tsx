import { type Promo, parseCollapseBlocks } from "../cms/cms-json.ts";
import type { SafeHtml } from "../cms/safe-html.ts";
import { CollapseBlocks } from "./collapse-blocks.tsx";
import { PromotionsTeaser } from "./promotions-teaser.tsx";
import { VipTeaser } from "./vip-teaser.tsx";

/**
 * The home page's last sections (promotions, the VIP card, the collapsible texts): below the fold,
 * so they hydrate from one lazy chunk of their own (see routes/home.tsx).
 */
export function HomeClosing({
  promos,
  vipCard,
  collapseBlocks,
}: {
  promos: Promo[];
  vipCard: SafeHtml | undefined;
  collapseBlocks: SafeHtml | undefined;
}) {
  return (
    <>
      <PromotionsTeaser promos={promos} />
      <VipTeaser html={vipCard} />
      <CollapseBlocks blocks={parseCollapseBlocks(collapseBlocks)} />
    </>
  );
}
