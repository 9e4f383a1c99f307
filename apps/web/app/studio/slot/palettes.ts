// Each slot title's colours: our own palettes for our own titles (DESIGN.md: original art only).
// Regular symbols take `symbols` in paytable order (richest first); the wild and the scatter
// have their own colour. Unknown titles fall back to the house palette.

export interface SlotPalette {
  /** Reel window background, top and bottom. */
  window: [string, string];
  /** Cell background. */
  cell: string;
  wild: string;
  scatter: string;
  symbols: string[];
}

const HOUSE: SlotPalette = {
  window: ["#1b2133", "#10141f"],
  cell: "#232a3d",
  wild: "#f5b83d",
  scatter: "#b48cff",
  symbols: [
    "#ff6b6b",
    "#4dc3ff",
    "#46d39a",
    "#ffa94d",
    "#e599f7",
    "#74c0fc",
    "#ffd43b",
    "#63e6be",
    "#ced4da",
    "#f783ac",
  ],
};

const PALETTES: Record<string, SlotPalette> = {
  "lantern-tide": {
    window: ["#14203f", "#0a1024"],
    cell: "#1a2a4d",
    wild: "#ff8a3d",
    scatter: "#e8e3ff",
    symbols: ["#ffc247", "#ff5e57", "#f4f1e8", "#7ee0d2", "#ffb3c1", "#d9a15b", "#7fb4ff", "#ff9f68"],
  },
  "copper-comet": {
    window: ["#1e2a2c", "#0f1718"],
    cell: "#243436",
    wild: "#e0a060",
    scatter: "#ff7b39",
    symbols: ["#f2c572", "#c97b4a", "#7fd1c7", "#e8e2d0", "#b0bec5", "#d98e5a", "#8fb9a8", "#c4a484"],
  },
  "orchard-of-embers": {
    window: ["#2a1410", "#150a08"],
    cell: "#3a1d16",
    wild: "#ffb347",
    scatter: "#ff5a36",
    symbols: ["#ff7a3d", "#c9b8a8", "#e4572e", "#f2c14e", "#e07a5f", "#a47551", "#9ad0a0", "#d7263d"],
  },
  "glacier-vault": {
    window: ["#0f2a3f", "#081723"],
    cell: "#143550",
    wild: "#9be7ff",
    scatter: "#c6b8ff",
    symbols: ["#5ac8fa", "#d9e2ec", "#a3bffa", "#ffffff", "#8fd3fe", "#ff8fa3"],
  },
  "marigold-mirage": {
    window: ["#3a2412", "#1e1209"],
    cell: "#4a2e18",
    wild: "#ffd166",
    scatter: "#2ec4b6",
    symbols: ["#e9b872", "#c97c5d", "#f4a261", "#4ecdc4", "#ffb703", "#b5651d", "#e6c79c", "#ffe8a3"],
  },
  "thunder-quill": {
    window: ["#1b1533", "#0c0a1a"],
    cell: "#261e47",
    wild: "#ffe066",
    scatter: "#4dabf7",
    symbols: ["#b197fc", "#ced4da", "#a5855c", "#f1e3c6", "#ffd8a8", "#e03131", "#e9ecef", "#c0a16b"],
  },
};

export function paletteFor(titleId: string): SlotPalette {
  return PALETTES[titleId] ?? HOUSE;
}
