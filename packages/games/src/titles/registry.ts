import { copperComet } from "./copper-comet.ts";
import { brassCompassDice, lodestarDice, pebbleDice } from "./dice-titles.ts";
import { glacierVault } from "./glacier-vault.ts";
import { lanternTide } from "./lantern-tide.ts";
import { marigoldMirage } from "./marigold-mirage.ts";
import { orchardOfEmbers } from "./orchard-of-embers.ts";
import { meridianRoulette, obsidianSalonRoulette, sparrowRoulette } from "./roulette-titles.ts";
import { thunderQuill } from "./thunder-quill.ts";
import type { StudioTitle } from "./title.ts";

/** Every playable title of the in-house studio, in catalog order. */
export const STUDIO_TITLES: readonly StudioTitle[] = [
  lanternTide,
  copperComet,
  orchardOfEmbers,
  glacierVault,
  marigoldMirage,
  thunderQuill,
  meridianRoulette,
  obsidianSalonRoulette,
  sparrowRoulette,
  pebbleDice,
  brassCompassDice,
  lodestarDice,
];

const byId = new Map(STUDIO_TITLES.map((title) => [title.id, title]));

export function findStudioTitle(id: string): StudioTitle | undefined {
  return byId.get(id);
}
