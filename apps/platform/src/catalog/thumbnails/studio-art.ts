import { findStudioTitle } from "@croupier/games";
import { frame, type Palette } from "./art.ts";

// The in-house studio's thumbnails: drawn per title from its theme (the game's own palette and
// motif) rather than the generic emblem, so the playable games stand out in the lobby.

interface Theme {
  palette: Palette;
  motif: (palette: Palette) => string;
}

const THEMES: Record<string, Theme> = {
  "lantern-tide": { palette: { from: "#07142b", to: "#123f63", accent: "#ffb347", soft: "#ff6f59" }, motif: lanterns },
  "copper-comet": { palette: { from: "#0a0a23", to: "#3b1f4a", accent: "#e8893a", soft: "#ffd6a0" }, motif: comet },
  "orchard-of-embers": {
    palette: { from: "#1d0b05", to: "#5c1d0b", accent: "#ff7b25", soft: "#ffc15e" },
    motif: embers,
  },
  "glacier-vault": { palette: { from: "#061a2c", to: "#1f5f8b", accent: "#bde8ff", soft: "#6ec3f4" }, motif: glacier },
  "marigold-mirage": { palette: { from: "#3a1c00", to: "#c0661a", accent: "#ffd23f", soft: "#ffe9a8" }, motif: mirage },
  "thunder-quill": { palette: { from: "#0d0d26", to: "#2f2f6b", accent: "#f9f871", soft: "#9d8df1" }, motif: quill },
  "meridian-roulette": {
    palette: { from: "#1a1408", to: "#6b5a2e", accent: "#f2e3bc", soft: "#d4af37" },
    motif: wheel,
  },
  "obsidian-salon-roulette": {
    palette: { from: "#050505", to: "#2b2b33", accent: "#c9a227", soft: "#6d6875" },
    motif: wheel,
  },
  "sparrow-roulette": { palette: { from: "#0f2a1d", to: "#3f7d58", accent: "#fff3b0", soft: "#e09f3e" }, motif: wheel },
  "pebble-dice": { palette: { from: "#14213d", to: "#3c6e71", accent: "#ffffff", soft: "#d9d9d9" }, motif: dice },
  "brass-compass-dice": {
    palette: { from: "#2d1e0f", to: "#8c5e2a", accent: "#f3d9a4", soft: "#e0a458" },
    motif: dice,
  },
  "lodestar-dice": { palette: { from: "#0b0c2a", to: "#37306b", accent: "#fcefb4", soft: "#9e77ed" }, motif: dice },
};

/** The studio title's artwork, or null when it has no theme (then the generic art is used). */
export function studioArtSvg(titleId: string): string | null {
  const theme = THEMES[titleId];
  const title = findStudioTitle(titleId);
  if (!theme || !title) return null;
  const badge = `<rect x="12" y="12" width="96" height="24" rx="12" fill="#000" opacity="0.45"/><text x="60" y="29" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="12" fill="${theme.palette.accent}">CROUPIER</text>`;
  return frame(theme.palette, title.name, `${theme.motif(theme.palette)}${badge}`);
}

function lanterns(p: Palette): string {
  const lantern = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><circle r="46" fill="${p.accent}" opacity="0.25"/><rect x="-24" y="-32" width="48" height="64" rx="22" fill="${p.soft}"/><rect x="-24" y="-32" width="48" height="64" rx="22" fill="${p.accent}" opacity="0.6"/><rect x="-10" y="-40" width="20" height="8" fill="#3a2a1a"/><rect x="-10" y="32" width="20" height="8" fill="#3a2a1a"/></g>`;
  const waves = [240, 262, 284]
    .map(
      (y, i) =>
        `<path d="M0 ${y} Q37 ${y - 12} 75 ${y} T150 ${y} T225 ${y} T300 ${y}" fill="none" stroke="${p.soft}" stroke-width="4" opacity="${0.5 - i * 0.12}"/>`,
    )
    .join("");
  return `${lantern(80, 110, 0.8)}${lantern(160, 150, 1.15)}${lantern(235, 95, 0.7)}${waves}`;
}

function comet(p: Palette): string {
  const stars = [
    [40, 60],
    [250, 40],
    [270, 190],
    [60, 230],
    [200, 250],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff" opacity="0.8"/>`)
    .join("");
  return `${stars}<path d="M40 40 L190 150 L170 175 Z" fill="${p.soft}" opacity="0.35"/><path d="M70 60 L190 150 L178 165 Z" fill="${p.accent}" opacity="0.6"/><circle cx="195" cy="165" r="42" fill="${p.accent}"/><circle cx="183" cy="152" r="12" fill="${p.soft}" opacity="0.7"/>`;
}

function embers(p: Palette): string {
  const fruit = [
    [110, 110],
    [170, 95],
    [210, 140],
    [90, 165],
    [150, 150],
    [195, 195],
    [120, 205],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${16 + (i % 3) * 4}" fill="${i % 2 ? p.accent : p.soft}"/>`)
    .join("");
  return `<ellipse cx="150" cy="150" rx="115" ry="100" fill="#2a5c2a" opacity="0.55"/><rect x="138" y="220" width="24" height="70" fill="#4a2a14"/>${fruit}`;
}

function glacier(p: Palette): string {
  return `<polygon points="0,280 70,120 130,220 185,90 300,280" fill="${p.soft}" opacity="0.55"/><polygon points="40,280 110,160 160,230 220,130 300,280" fill="${p.accent}" opacity="0.8"/><rect x="112" y="178" width="76" height="62" rx="8" fill="#0b2a44"/><circle cx="150" cy="209" r="18" fill="none" stroke="${p.accent}" stroke-width="5"/><path d="M150 191 V227 M132 209 H168" stroke="${p.accent}" stroke-width="3"/>`;
}

function mirage(p: Palette): string {
  return `<circle cx="150" cy="130" r="70" fill="${p.accent}"/><circle cx="150" cy="130" r="95" fill="${p.accent}" opacity="0.2"/><path d="M0 230 Q75 190 150 225 T300 215 V300 H0 Z" fill="${p.soft}" opacity="0.75"/><path d="M0 262 Q90 232 170 258 T300 250 V300 H0 Z" fill="#8a4b14" opacity="0.8"/>`;
}

function quill(p: Palette): string {
  return `<circle cx="150" cy="150" r="100" fill="${p.soft}" opacity="0.2"/><polygon points="165,40 105,160 145,160 120,260 200,125 158,125 190,40" fill="${p.accent}"/><path d="M60 250 Q110 150 230 70 Q170 170 60 250 Z" fill="#fff" opacity="0.35"/>`;
}

function wheel(p: Palette): string {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a0 = (i / 37) * Math.PI * 2;
    const a1 = ((i + 1) / 37) * Math.PI * 2;
    const point = (a: number, r: number) =>
      `${(150 + Math.sin(a) * r).toFixed(1)},${(150 - Math.cos(a) * r).toFixed(1)}`;
    const color = i === 0 ? "#1f8a4c" : i % 2 ? "#b3202a" : "#15151a";
    return `<polygon points="${point(a0, 100)} ${point(a1, 100)} ${point(a1, 62)} ${point(a0, 62)}" fill="${color}"/>`;
  }).join("");
  return `<circle cx="150" cy="150" r="112" fill="${p.soft}"/>${pockets}<circle cx="150" cy="150" r="62" fill="${p.from}"/><circle cx="150" cy="150" r="40" fill="${p.accent}"/><circle cx="150" cy="150" r="12" fill="${p.soft}"/><circle cx="150" cy="62" r="7" fill="#fff"/>`;
}

function dice(p: Palette): string {
  const die = (x: number, y: number, angle: number, pips: number[][]) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-48" y="-48" width="96" height="96" rx="16" fill="${p.accent}"/>${pips
      .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="9" fill="${p.from}"/>`)
      .join("")}</g>`;
  const five = [
    [-24, -24],
    [24, -24],
    [0, 0],
    [-24, 24],
    [24, 24],
  ];
  const three = [
    [-24, -24],
    [0, 0],
    [24, 24],
  ];
  return `<circle cx="150" cy="160" r="110" fill="${p.soft}" opacity="0.2"/>${die(105, 175, -14, five)}${die(200, 130, 18, three)}`;
}
