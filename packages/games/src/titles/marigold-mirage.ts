import { standardPaylines } from "../slot/paylines.ts";
import { strips } from "./strips.ts";
import type { SlotTitle } from "./title.ts";

// Medium volatility through special strips: during free spins the two lowest symbols leave the
// reels, so the camels, hawks and lamps line up far more often. No multiplier, no retrigger.
export const marigoldMirage: SlotTitle = {
  id: "marigold-mirage",
  name: "Marigold Mirage",
  description: "A caravan crosses the dunes toward an oasis that may only be a marigold-coloured mirage.",
  engine: "slot",
  category: "slots",
  rtpPercent: 96.6894,
  bonusBuyRtpPercent: 97.2409,
  hitRatePercent: 50.52,
  volatilityRating: "medium",
  linesAndWays: 20,
  betLimits: { min: 20n, max: 10_000n, step: 20n },
  definition: {
    rows: 3,
    symbols: [
      { id: "MIR", name: "Mirage", kind: "wild", pays: { 3: 50, 4: 200, 5: 900 } },
      { id: "OAS", name: "Oasis", kind: "scatter" },
      { id: "CAM", name: "Camel", kind: "regular", pays: { 3: 50, 4: 150, 5: 600 } },
      { id: "HWK", name: "Desert Hawk", kind: "regular", pays: { 3: 30, 4: 100, 5: 375 } },
      { id: "LMP", name: "Brass Lamp", kind: "regular", pays: { 3: 25, 4: 60, 5: 250 } },
      { id: "SCB", name: "Scarab", kind: "regular", pays: { 3: 20, 4: 50, 5: 150 } },
      { id: "MRG", name: "Marigold", kind: "regular", pays: { 3: 7, 4: 25, 5: 75 } },
      { id: "DAT", name: "Date Cluster", kind: "regular", pays: { 3: 6, 4: 20, 5: 60 } },
      { id: "DUN", name: "Dune", kind: "regular", pays: { 3: 5, 4: 15, 5: 50 } },
      { id: "STR", name: "Evening Star", kind: "regular", pays: { 3: 5, 4: 12, 5: 40 } },
    ],
    reels: strips(
      "SCB MIR DAT STR CAM LMP MRG DUN DAT STR SCB DUN HWK MRG DAT LMP STR DUN OAS CAM DAT MRG SCB STR DUN LMP DAT HWK STR MRG DUN",
      "MRG DUN OAS HWK SCB DAT STR MIR DUN LMP MRG CAM STR DAT DUN SCB MRG STR LMP HWK DUN DAT MIR STR MRG CAM SCB DUN DAT LMP STR",
      "DAT CAM STR LMP MRG DUN STR SCB DAT HWK DUN MRG MIR LMP OAS STR DAT DUN CAM SCB MRG STR DUN LMP DAT HWK STR MRG MIR DUN SCB",
      "DUN HWK SCB MIR DAT STR MRG LMP CAM DUN STR DAT DUN SCB MRG STR LMP HWK MIR DAT DUN MRG CAM STR SCB OAS DUN DAT LMP STR MRG",
      "STR LMP MRG DUN DAT SCB STR HWK OAS DUN MRG DAT LMP CAM STR DUN SCB DAT MRG MIR STR DUN LMP HWK DAT MRG STR SCB DUN CAM DAT",
    ),
    lines: standardPaylines(20),
    scatterPays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: {
      awards: { 3: 8, 4: 10, 5: 15 },
      multiplier: 1,
      retrigger: false,
      reels: strips(
        "CAM LMP DAT HWK SCB MRG LMP CAM SCB DAT MIR HWK LMP OAS MRG CAM SCB LMP HWK DAT SCB CAM MRG LMP MIR HWK SCB",
        "MRG HWK SCB MIR CAM LMP DAT SCB HWK MRG CAM LMP MIR SCB DAT HWK CAM SCB LMP MRG MIR HWK DAT SCB CAM OAS LMP",
        "DAT LMP HWK MRG SCB CAM MIR LMP SCB OAS DAT HWK CAM MRG SCB LMP MIR HWK DAT CAM SCB LMP MRG HWK MIR SCB CAM",
        "SCB MIR CAM LMP DAT HWK SCB MRG CAM MIR LMP SCB HWK DAT CAM MRG LMP SCB MIR OAS HWK DAT CAM SCB LMP MRG HWK",
        "LMP MRG HWK SCB CAM OAS LMP MIR DAT SCB HWK LMP MRG CAM SCB HWK DAT LMP CAM SCB MRG MIR LMP HWK SCB CAM DAT",
      ),
    },
    bonusBuy: { priceMultiplier: 35, freeSpins: 8 },
  },
};
