import type { SlotSymbolInfo } from "../types.ts";
import type { SlotPalette } from "./palettes.ts";

// Symbols drawn as our own geometric emblems (no copied art): a shape per paytable rank in the
// title's palette, a burst for the wild and rings for the scatter. The drawing is decoration
// (aria-hidden); the cell around it carries the symbol's name for screen readers.

const SHAPES = [
  // star
  "M50 10 L61 38 L91 39 L67 57 L76 87 L50 70 L24 87 L33 57 L9 39 L39 38 Z",
  // gem
  "M30 18 H70 L88 40 L50 88 L12 40 Z",
  // hexagon
  "M50 10 L85 30 V70 L50 90 L15 70 V30 Z",
  // drop
  "M50 10 C66 34 80 48 80 64 A30 30 0 0 1 20 64 C20 48 34 34 50 10 Z",
  // shield
  "M50 10 L84 22 V48 C84 70 68 84 50 92 C32 84 16 70 16 48 V22 Z",
  // triangle
  "M50 12 L90 84 H10 Z",
  // rounded square (diamond)
  "M50 10 L90 50 L50 90 L10 50 Z",
  // crescent
  "M62 12 A38 38 0 1 0 88 62 A30 30 0 1 1 62 12 Z",
  // clover
  "M50 14 A16 16 0 0 1 62 42 A16 16 0 1 1 54 70 L58 88 H42 L46 70 A16 16 0 1 1 38 42 A16 16 0 0 1 50 14 Z",
  // octagon
  "M35 12 H65 L88 35 V65 L65 88 H35 L12 65 V35 Z",
];

/** Inner details that tell similar shapes apart at a glance. */
const INSETS = [
  <circle key="i0" cx="50" cy="52" r="9" />,
  <path key="i1" d="M30 18 L50 40 L70 18 M12 40 H88 M50 40 V88" fill="none" />,
  <path key="i2" d="M50 28 L68 39 V61 L50 72 L32 61 V39 Z" />,
  <circle key="i3" cx="50" cy="64" r="10" />,
  <path key="i4" d="M50 28 V76 M30 46 H70" fill="none" />,
  <circle key="i5" cx="50" cy="60" r="10" />,
  <path key="i6" d="M50 30 L70 50 L50 70 L30 50 Z" />,
  <circle key="i7" cx="38" cy="50" r="6" />,
  <circle key="i8" cx="50" cy="50" r="7" />,
  <path key="i9" d="M38 30 H62 L72 40 V60 L62 70 H38 L28 60 V40 Z" />,
];

function burst(points: number, outer: number, inner: number): string {
  const path: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    path.push(`${(50 + radius * Math.cos(angle)).toFixed(1)} ${(50 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${path.join(" L")} Z`;
}

const WILD_BURST = burst(12, 44, 30);

export function SymbolGlyph({
  symbol,
  rank,
  palette,
}: {
  symbol: SlotSymbolInfo | undefined;
  /** Position among the regular symbols, richest first. */
  rank: number;
  palette: SlotPalette;
}) {
  if (symbol?.kind === "wild") {
    return (
      <svg viewBox="0 0 100 100" className="glyph glyph--wild" aria-hidden="true" focusable="false">
        <path d={WILD_BURST} fill={palette.wild} stroke="rgb(0 0 0 / 0.35)" strokeWidth="3" />
        <circle cx="50" cy="50" r="24" fill="rgb(0 0 0 / 0.35)" />
        <text x="50" y="57" textAnchor="middle" className="glyph__word">
          WILD
        </text>
      </svg>
    );
  }
  if (symbol?.kind === "scatter") {
    return (
      <svg viewBox="0 0 100 100" className="glyph glyph--scatter" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r="40" fill="none" stroke={palette.scatter} strokeWidth="5" opacity="0.55" />
        <circle cx="50" cy="50" r="30" fill={palette.scatter} />
        <circle cx="50" cy="50" r="18" fill="rgb(0 0 0 / 0.3)" />
        <path d={burst(4, 14, 4)} fill="#fff" />
      </svg>
    );
  }
  const shape = SHAPES[rank % SHAPES.length];
  const inset = INSETS[rank % INSETS.length];
  const colour = palette.symbols[rank % palette.symbols.length];
  return (
    <svg viewBox="0 0 100 100" className="glyph" aria-hidden="true" focusable="false">
      <path d={shape} fill={colour} stroke="rgb(0 0 0 / 0.4)" strokeWidth="3" strokeLinejoin="round" />
      <g fill="rgb(0 0 0 / 0.28)" stroke="rgb(0 0 0 / 0.28)" strokeWidth="4" strokeLinecap="round">
        {inset}
      </g>
      <ellipse cx="38" cy="30" rx="12" ry="6" fill="#fff" opacity="0.35" transform="rotate(-25 38 30)" />
    </svg>
  );
}

/** Rank of each regular symbol (paytable order), for choosing its shape and colour. */
export function symbolRanks(symbols: readonly SlotSymbolInfo[]): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const symbol of symbols) if (symbol.kind === "regular") ranks.set(symbol.id, ranks.size);
  return ranks;
}
