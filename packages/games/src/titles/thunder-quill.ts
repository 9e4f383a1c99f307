import { standardPaylines } from "../slot/paylines.ts";
import { strips } from "./strips.ts";
import type { SlotTitle } from "./title.ts";

// High volatility: inkwells (scatters) only on reels 1–4, so the feature comes about once in
// 300 spins, but its free spins run on wild-heavy strips with every win ×5. No retrigger.
export const thunderQuill: SlotTitle = {
  id: "thunder-quill",
  name: "Thunder Quill",
  description: "A storm scribe's tower where every word written in lightning ink comes alive.",
  engine: "slot",
  category: "slots",
  rtpPercent: 97.5095,
  bonusBuyRtpPercent: 97.3473,
  hitRatePercent: 55.44,
  volatilityRating: "high",
  linesAndWays: 25,
  betLimits: { min: 25n, max: 10_000n, step: 25n },
  definition: {
    rows: 3,
    symbols: [
      { id: "BLT", name: "Lightning Bolt", kind: "wild", pays: { 3: 75, 4: 750, 5: 7500 } },
      { id: "INK", name: "Storm Inkwell", kind: "scatter" },
      { id: "SCR", name: "Storm Scribe", kind: "regular", pays: { 3: 75, 4: 350, 5: 3000 } },
      { id: "RAV", name: "Raven", kind: "regular", pays: { 3: 40, 4: 200, 5: 1500 } },
      { id: "TOM", name: "Iron Tome", kind: "regular", pays: { 3: 30, 4: 120, 5: 600 } },
      { id: "SCL", name: "Sealed Scroll", kind: "regular", pays: { 3: 20, 4: 75, 5: 300 } },
      { id: "CAN", name: "Candle", kind: "regular", pays: { 3: 8, 4: 30, 5: 120 } },
      { id: "SEA", name: "Wax Seal", kind: "regular", pays: { 3: 7, 4: 20, 5: 90 } },
      { id: "FTH", name: "Feather", kind: "regular", pays: { 3: 6, 4: 15, 5: 75 } },
      { id: "HRG", name: "Hourglass", kind: "regular", pays: { 3: 4, 4: 12, 5: 60 } },
    ],
    reels: strips(
      "SCL BLT SEA CAN HRG FTH TOM SCR SEA SCL FTH CAN HRG RAV SEA FTH TOM SCL CAN INK HRG FTH SEA CAN SCL FTH TOM SEA HRG RAV CAN FTH",
      "CAN FTH INK SEA SCL RAV CAN HRG FTH TOM SEA SCL BLT CAN SEA FTH HRG TOM SEA SCL CAN SCR RAV FTH HRG SEA CAN FTH SCL TOM SEA HRG",
      "SEA CAN HRG TOM SCR FTH SCL SEA CAN RAV FTH HRG CAN SEA TOM INK SCL FTH CAN HRG SEA SCL FTH CAN TOM BLT RAV SEA HRG CAN FTH SCL",
      "FTH RAV SCL SEA HRG CAN TOM FTH BLT SEA SCL HRG CAN FTH SCR SEA HRG TOM RAV CAN SCL FTH SEA HRG CAN INK SCL FTH TOM SEA HRG CAN",
      "SCL SEA HRG CAN TOM FTH SEA CAN SCL SCR HRG FTH RAV CAN SEA TOM HRG SCL FTH CAN BLT SEA HRG FTH CAN SCL TOM SEA HRG RAV CAN FTH",
    ),
    lines: standardPaylines(25),
    scatterPays: { 3: 5, 4: 50 },
    freeSpins: {
      awards: { 3: 10, 4: 15 },
      multiplier: 5,
      retrigger: false,
      reels: strips(
        "SEA SCR HRG CAN TOM FTH SCL SEA CAN FTH RAV HRG SEA TOM SCL INK CAN FTH SCR HRG SEA CAN SCL FTH TOM SEA BLT RAV HRG CAN FTH SCL",
        "CAN FTH BLT RAV SCL SEA HRG TOM CAN SCR FTH BLT SCL SEA HRG CAN FTH BLT TOM RAV SCL SEA HRG CAN SCR FTH BLT SCL INK SEA TOM HRG",
        "SEA TOM HRG CAN FTH BLT SCL SEA RAV HRG CAN INK TOM FTH BLT SCL SCR SEA HRG CAN FTH BLT SCL TOM SEA RAV HRG CAN FTH BLT SCL SCR",
        "FTH BLT SCL SEA HRG SCR TOM CAN FTH BLT SCL SEA HRG CAN RAV FTH TOM BLT SCL SEA HRG SCR CAN INK FTH BLT SCL TOM SEA HRG CAN RAV",
        "SCL SEA HRG SCR CAN TOM FTH SEA SCL HRG CAN FTH RAV SEA TOM HRG SCL CAN BLT FTH SCR SEA HRG CAN FTH SCL TOM SEA HRG RAV CAN FTH",
      ),
    },
    bonusBuy: { priceMultiplier: 90, freeSpins: 8 },
  },
};
