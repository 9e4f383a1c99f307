import { standardPaylines } from "../slot/paylines.ts";
import { strips } from "./strips.ts";
import type { SlotTitle } from "./title.ts";

// Low volatility, classic feel: ten lines, eight symbols, two-of-a-kind pays on the low ones;
// doubled free spins that retrigger. No bonus buy.
export const glacierVault: SlotTitle = {
  id: "glacier-vault",
  name: "Glacier Vault",
  description: "A bank vault sealed in blue ice, opened one frozen key at a time.",
  engine: "slot",
  category: "slots",
  rtpPercent: 95.2088,
  bonusBuyRtpPercent: null,
  hitRatePercent: 71.7,
  volatilityRating: "low",
  linesAndWays: 10,
  betLimits: { min: 10n, max: 5_000n, step: 10n },
  definition: {
    rows: 3,
    symbols: [
      { id: "KEY", name: "Ice Key", kind: "wild", pays: { 3: 30, 4: 100, 5: 300 } },
      { id: "VLT", name: "Frozen Vault", kind: "scatter" },
      { id: "DIA", name: "Blue Diamond", kind: "regular", pays: { 3: 20, 4: 65, 5: 200 } },
      { id: "BAR", name: "Silver Bar", kind: "regular", pays: { 3: 15, 4: 45, 5: 130 } },
      { id: "SEL", name: "Snow Seal", kind: "regular", pays: { 3: 10, 4: 28, 5: 85 } },
      { id: "SNF", name: "Snowflake", kind: "regular", pays: { 2: 1, 3: 5, 4: 13, 5: 45 } },
      { id: "ICI", name: "Icicle", kind: "regular", pays: { 2: 1, 3: 4, 4: 11, 5: 32 } },
      { id: "MIT", name: "Wool Mitten", kind: "regular", pays: { 3: 3, 4: 9, 5: 27 } },
    ],
    reels: strips(
      "KEY SNF MIT DIA ICI SEL MIT SNF BAR ICI SEL MIT DIA SNF ICI KEY MIT BAR VLT ICI SEL SNF MIT DIA ICI SNF SEL MIT BAR ICI",
      "ICI VLT BAR SNF MIT ICI KEY DIA SEL MIT SNF ICI BAR MIT SEL SNF ICI DIA MIT ICI SNF KEY SEL BAR MIT ICI DIA SNF MIT SEL",
      "MIT DIA SEL ICI SNF MIT BAR ICI SEL MIT DIA SNF KEY ICI VLT MIT BAR SNF SEL ICI MIT DIA ICI SNF SEL MIT BAR KEY ICI SNF",
      "BAR SNF MIT KEY ICI DIA SEL MIT SNF ICI BAR SEL MIT SNF ICI DIA MIT KEY ICI SNF SEL BAR MIT ICI VLT DIA SNF SEL MIT ICI",
      "SEL ICI SNF MIT BAR ICI DIA SEL VLT KEY MIT SNF ICI MIT BAR SEL SNF ICI DIA MIT ICI SNF SEL KEY MIT BAR ICI SNF DIA MIT",
    ),
    lines: standardPaylines(10),
    scatterPays: { 3: 2, 4: 5, 5: 20 },
    freeSpins: { awards: { 3: 8, 4: 10, 5: 12 }, multiplier: 2, retrigger: true },
  },
};
