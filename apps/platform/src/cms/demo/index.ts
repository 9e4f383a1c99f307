// Demo CMS content of the open-source Croupier casino: pages, snippets and files in all five locales.
// Names, texts and artwork are original; the operator and licence are fictitious.
import { demoFiles } from "./files/files.ts";
import { about } from "./pages/about.ts";
import { affiliate } from "./pages/affiliate.ts";
import { bonusTerms } from "./pages/bonus-terms.ts";
import { privacyPolicy } from "./pages/privacy-policy.ts";
import { promotions } from "./pages/promotions.ts";
import { responsibleGambling } from "./pages/responsible-gambling.ts";
import { support } from "./pages/support.ts";
import { termsAndConditions } from "./pages/terms-and-conditions.ts";
import { lottery, tournaments } from "./pages/tournaments-lottery.ts";
import { vip } from "./pages/vip.ts";
import { welcomeBonusDropdown } from "./snippets/deposit.ts";
import { cookieNotice, footerText, licenseInfo, responsibleGamblingSnippet } from "./snippets/footer.ts";
import { collapseBlocks, depositBanner, titleBlock } from "./snippets/home.ts";
import { homeSlider } from "./snippets/home-slider.ts";
import { promoItem, vipLevelCard } from "./snippets/vip-promo.ts";
import type { DemoPage, DemoSnippet } from "./types.ts";

export type { DemoFile, DemoPage, DemoSnippet } from "./types.ts";

/** Menu pages first, in menu order (positions 1–6), then the footer and legal pages. */
export const demoPages: DemoPage[] = [
  promotions,
  tournaments,
  vip,
  lottery,
  affiliate,
  support,
  about,
  privacyPolicy,
  termsAndConditions,
  bonusTerms,
  responsibleGambling,
];

/** Snippets whose content is a JSON string rather than HTML. */
export const JSON_SNIPPET_IDS = ["home-slider", "collapse-blocks", "welcome-bonus-dropdown"] as const;

export const demoSnippets: DemoSnippet[] = [
  homeSlider,
  depositBanner,
  vipLevelCard,
  collapseBlocks,
  promoItem,
  titleBlock,
  welcomeBonusDropdown,
  footerText,
  licenseInfo,
  responsibleGamblingSnippet,
  cookieNotice,
];

export { demoFiles };
