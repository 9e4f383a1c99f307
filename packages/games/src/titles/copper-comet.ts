import { standardPaylines } from "../slot/paylines.ts";
import { strips } from "./strips.ts";
import type { SlotTitle } from "./title.ts";

// Medium volatility: wilds only on reels 2–4, free spins on their own wild-richer strips with a
// ×3 multiplier, and 3+ comets during free spins retrigger the same award.
export const copperComet: SlotTitle = {
  id: "copper-comet",
  name: "Copper Comet",
  description: "A clockwork observatory tracks a copper comet across a brass-and-steam night sky.",
  engine: "slot",
  category: "slots",
  rtpPercent: 95.5426,
  bonusBuyRtpPercent: 97.2698,
  hitRatePercent: 56.09,
  volatilityRating: "medium",
  linesAndWays: 25,
  betLimits: { min: 25n, max: 10_000n, step: 25n },
  definition: {
    rows: 3,
    symbols: [
      { id: "TEL", name: "Brass Telescope", kind: "wild", pays: { 3: 75, 4: 250, 5: 1250 } },
      { id: "CMT", name: "Copper Comet", kind: "scatter" },
      { id: "AST", name: "Astronomer", kind: "regular", pays: { 2: 3, 3: 55, 4: 200, 5: 800 } },
      { id: "ORR", name: "Orrery", kind: "regular", pays: { 3: 40, 4: 140, 5: 550 } },
      { id: "SXT", name: "Sextant", kind: "regular", pays: { 3: 28, 4: 80, 5: 340 } },
      { id: "GOG", name: "Flight Goggles", kind: "regular", pays: { 3: 20, 4: 55, 5: 200 } },
      { id: "GER", name: "Cog Wheel", kind: "regular", pays: { 3: 8, 4: 28, 5: 110 } },
      { id: "RIV", name: "Rivet", kind: "regular", pays: { 3: 7, 4: 20, 5: 80 } },
      { id: "VLV", name: "Steam Valve", kind: "regular", pays: { 3: 5, 4: 16, 5: 70 } },
      { id: "SPR", name: "Mainspring", kind: "regular", pays: { 3: 4, 4: 14, 5: 55 } },
    ],
    reels: strips(
      "GER CMT VLV GOG ORR RIV SPR GER VLV SXT AST RIV GOG SPR GER VLV RIV SPR SXT GOG GER ORR VLV RIV SPR AST GER VLV GOG RIV SXT SPR",
      "GER CMT VLV GOG RIV ORR SPR TEL SXT GER AST VLV RIV GOG SPR GER RIV SPR VLV SXT GOG ORR TEL RIV SPR GER AST VLV GOG RIV SXT SPR",
      "RIV AST SPR SXT GER VLV GOG RIV SPR ORR GER TEL VLV RIV SXT CMT GOG SPR AST GER RIV SPR VLV GOG SXT ORR RIV SPR GER TEL VLV GOG",
      "VLV ORR GOG RIV TEL SPR GER SXT AST VLV RIV GOG SPR GER RIV VLV SPR SXT ORR GOG TEL RIV GER AST SPR VLV CMT GOG SXT RIV SPR GER",
      "GOG RIV SPR GER AST SXT VLV RIV GOG SPR GER VLV ORR RIV SXT SPR GOG GER VLV CMT AST RIV SPR GER VLV GOG SXT RIV SPR ORR GER VLV",
    ),
    lines: standardPaylines(25),
    scatterPays: { 3: 3, 4: 15, 5: 100 },
    freeSpins: {
      awards: { 3: 10, 4: 15, 5: 20 },
      multiplier: 3,
      retrigger: true,
      reels: strips(
        "VLV ORR GOG RIV AST GER SPR SXT VLV GOG GER ORR RIV VLV SPR AST SXT GER GOG RIV VLV SPR ORR GER AST GOG VLV CMT RIV SXT SPR GER",
        "GER ORR VLV GOG TEL RIV AST SXT GER SPR VLV GOG ORR RIV TEL AST GER VLV SXT GOG SPR RIV ORR GER TEL VLV AST GOG CMT RIV SXT SPR",
        "RIV SXT SPR GER VLV ORR GOG TEL RIV AST GER CMT SXT VLV SPR GOG ORR RIV TEL GER AST VLV GOG SXT SPR RIV ORR GER TEL VLV GOG AST",
        "VLV TEL GOG RIV AST SXT GER SPR VLV GOG ORR RIV TEL GER AST VLV SXT SPR GOG RIV ORR GER TEL CMT VLV AST GOG SXT RIV SPR GER ORR",
        "GOG AST RIV SPR GER SXT VLV ORR GOG RIV GER VLV SPR AST SXT GOG GER CMT VLV RIV ORR SPR GER AST VLV GOG SXT RIV SPR ORR GER VLV",
      ),
    },
    bonusBuy: { priceMultiplier: 40, freeSpins: 10 },
  },
};
