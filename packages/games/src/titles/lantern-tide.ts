import { standardPaylines } from "../slot/paylines.ts";
import { strips } from "./strips.ts";
import type { SlotTitle } from "./title.ts";

// Low volatility: ten regular symbols spread evenly, wilds on every reel, frequent small line
// wins; free spins double every win and do not retrigger.
export const lanternTide: SlotTitle = {
  id: "lantern-tide",
  name: "Lantern Tide",
  description: "A harbour festival at night: paper lanterns drift over the water and koi rise to meet them.",
  engine: "slot",
  category: "slots",
  rtpPercent: 95.6659,
  bonusBuyRtpPercent: 95.9408,
  hitRatePercent: 45.54,
  volatilityRating: "low",
  linesAndWays: 20,
  betLimits: { min: 20n, max: 10_000n, step: 20n },
  definition: {
    rows: 3,
    symbols: [
      { id: "LAN", name: "Paper Lantern", kind: "wild", pays: { 5: 400 } },
      { id: "PRL", name: "Moon Pearl", kind: "scatter" },
      { id: "KOI", name: "Golden Koi", kind: "regular", pays: { 3: 40, 4: 125, 5: 400 } },
      { id: "JNK", name: "Red-Sail Junk", kind: "regular", pays: { 3: 30, 4: 80, 5: 250 } },
      { id: "CRN", name: "Paper Crane", kind: "regular", pays: { 3: 25, 4: 65, 5: 160 } },
      { id: "FAN", name: "Silk Fan", kind: "regular", pays: { 3: 15, 4: 50, 5: 125 } },
      { id: "SHL", name: "Cowrie Shell", kind: "regular", pays: { 3: 8, 4: 25, 5: 80 } },
      { id: "CON", name: "Brass Coin", kind: "regular", pays: { 3: 8, 4: 25, 5: 80 } },
      { id: "TEA", name: "Tea Bowl", kind: "regular", pays: { 3: 8, 4: 18, 5: 65 } },
      { id: "KNT", name: "Lucky Knot", kind: "regular", pays: { 3: 8, 4: 18, 5: 65 } },
    ],
    reels: strips(
      "FAN LAN CON KOI KNT CRN SHL TEA JNK FAN CON KNT SHL TEA CRN FAN CON JNK PRL KOI KNT SHL TEA FAN CRN CON KNT SHL JNK TEA",
      "SHL PRL TEA JNK FAN CON LAN KNT CRN SHL KOI TEA CON JNK KNT FAN SHL TEA CRN CON LAN KNT JNK SHL KOI FAN TEA CON CRN KNT",
      "CON KOI KNT CRN SHL TEA JNK FAN CON KNT SHL LAN TEA CRN PRL CON KOI JNK KNT FAN SHL TEA CRN CON KNT SHL JNK LAN TEA FAN",
      "JNK TEA FAN LAN CON KNT SHL CRN KOI TEA JNK CON KNT FAN SHL TEA CRN LAN CON KNT JNK SHL KOI FAN TEA PRL CON CRN KNT SHL",
      "CRN KNT SHL TEA JNK FAN CON PRL KNT SHL CRN TEA KOI FAN CON JNK KNT SHL LAN TEA FAN CRN CON KNT JNK SHL TEA KOI FAN CON",
    ),
    lines: standardPaylines(20),
    scatterPays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: { awards: { 3: 10, 4: 12, 5: 15 }, multiplier: 2, retrigger: false },
    bonusBuy: { priceMultiplier: 17, freeSpins: 10 },
  },
};
