import { bonusSeeds } from "./bonuses/seed.ts";
import { catalogSeeds } from "./catalog/seed.ts";
import type { CmsContent } from "./cms/content.ts";
import { createCmsSeeds } from "./cms/seed.ts";
import { currencySeeds } from "./currencies/seed.ts";
import { geoSeeds } from "./geo/seed.ts";
import { localeSeeds } from "./locales/seed.ts";
import { lootboxSeeds } from "./lootboxes/seed.ts";
import { lotterySeeds } from "./lotteries/seed.ts";
import { loyaltySeeds } from "./loyalty/seed.ts";
import { paymentSeeds } from "./payments/seed.ts";
import { playerSeeds } from "./players/seed.ts";
import { providerWalletSeeds } from "./provider-wallet/seed.ts";
import type { SeedStep } from "./seed/run-seeds.ts";
import { settingsSeeds } from "./settings/seed.ts";
import { bookSeeds } from "./sportsbook/book/demo.ts";
import { supportSeeds } from "./support/seed.ts";
import { tournamentSeeds } from "./tournaments/seed.ts";

/** Every module's seed steps, in dependency order. */
export function listSeedSteps(cmsContent: CmsContent | undefined): SeedStep[] {
  return [
    ...localeSeeds,
    ...currencySeeds,
    ...bonusSeeds,
    ...paymentSeeds,
    ...geoSeeds,
    ...settingsSeeds,
    ...playerSeeds,
    ...providerWalletSeeds,
    ...catalogSeeds,
    ...lootboxSeeds,
    ...loyaltySeeds,
    ...lotterySeeds,
    ...tournamentSeeds,
    ...bookSeeds,
    ...createCmsSeeds(cmsContent),
    ...supportSeeds,
  ];
}
