import { standardPaylines } from "../slot/paylines.ts";
import { strips } from "./strips.ts";
import type { SlotTitle } from "./title.ts";

// High volatility: a lean base game (one wild per reel, rare top symbols) and a feature worth
// about half the RTP: free spins on strips with six wilds on reels 2–4, every win doubled, and
// retriggers.
export const orchardOfEmbers: SlotTitle = {
  id: "orchard-of-embers",
  name: "Orchard of Embers",
  description: "An autumn orchard where fire spirits ripen the fruit and every leaf glows like a coal.",
  engine: "slot",
  category: "slots",
  rtpPercent: 97.2143,
  bonusBuyRtpPercent: 95.5324,
  hitRatePercent: 48.74,
  volatilityRating: "high",
  linesAndWays: 20,
  betLimits: { min: 20n, max: 10_000n, step: 20n },
  definition: {
    rows: 3,
    symbols: [
      { id: "EMB", name: "Ember Sprite", kind: "wild", pays: { 2: 5, 3: 100, 4: 400, 5: 2000 } },
      { id: "ACN", name: "Burning Acorn", kind: "scatter" },
      { id: "FOX", name: "Fire Fox", kind: "regular", pays: { 2: 5, 3: 50, 4: 250, 5: 1250 } },
      { id: "OWL", name: "Smoke Owl", kind: "regular", pays: { 2: 3, 3: 35, 4: 140, 5: 700 } },
      { id: "APL", name: "Ash Apple", kind: "regular", pays: { 3: 25, 4: 70, 5: 275 } },
      { id: "PER", name: "Cinder Pear", kind: "regular", pays: { 3: 15, 4: 45, 5: 180 } },
      { id: "LEF", name: "Maple Leaf", kind: "regular", pays: { 3: 5, 4: 18, 5: 70 } },
      { id: "TWG", name: "Charred Twig", kind: "regular", pays: { 3: 5, 4: 14, 5: 55 } },
      { id: "MSH", name: "Glow Mushroom", kind: "regular", pays: { 3: 4, 4: 9, 5: 45 } },
      { id: "BER", name: "Rowan Berry", kind: "regular", pays: { 3: 4, 4: 9, 5: 35 } },
    ],
    reels: strips(
      "PER EMB TWG BER LEF APL MSH FOX TWG PER BER LEF MSH OWL TWG APL BER PER LEF MSH ACN TWG BER LEF MSH PER APL TWG OWL BER LEF MSH",
      "LEF MSH ACN PER TWG OWL BER LEF MSH APL TWG PER BER EMB LEF MSH TWG BER APL PER LEF FOX OWL MSH TWG BER LEF MSH PER TWG APL BER",
      "TWG BER LEF APL FOX MSH PER TWG BER LEF OWL MSH TWG APL ACN PER BER LEF MSH TWG BER LEF PER MSH APL EMB OWL TWG BER LEF MSH PER",
      "MSH OWL PER TWG BER LEF APL MSH EMB TWG PER BER LEF MSH FOX TWG BER APL OWL LEF PER MSH TWG BER LEF ACN PER MSH APL TWG BER LEF",
      "BER APL LEF MSH PER TWG BER OWL LEF ACN MSH TWG APL PER BER LEF MSH TWG EMB BER LEF PER MSH APL OWL TWG BER FOX LEF MSH PER TWG",
    ),
    lines: standardPaylines(20),
    scatterPays: { 3: 5, 4: 20, 5: 200 },
    freeSpins: {
      awards: { 3: 8, 4: 12, 5: 20 },
      multiplier: 2,
      retrigger: true,
      reels: strips(
        "TWG FOX APL BER LEF MSH PER OWL TWG APL BER LEF MSH PER ACN TWG OWL FOX APL BER LEF MSH PER TWG APL EMB BER LEF OWL MSH PER",
        "LEF EMB OWL PER MSH TWG EMB APL FOX BER LEF EMB OWL PER TWG EMB APL BER MSH LEF EMB OWL FOX PER TWG ACN EMB APL BER",
        "TWG APL BER EMB LEF OWL PER EMB MSH ACN TWG APL BER EMB FOX LEF OWL PER EMB TWG APL BER EMB LEF MSH OWL PER EMB FOX",
        "EMB MSH PER TWG FOX EMB APL BER LEF OWL EMB PER TWG EMB APL BER MSH LEF OWL FOX EMB ACN PER TWG EMB APL BER LEF OWL",
        "APL BER LEF MSH OWL PER ACN TWG APL BER LEF MSH FOX PER TWG OWL APL BER EMB LEF MSH PER TWG APL BER OWL LEF MSH FOX PER TWG",
      ),
    },
    bonusBuy: { priceMultiplier: 88, freeSpins: 10 },
  },
};
