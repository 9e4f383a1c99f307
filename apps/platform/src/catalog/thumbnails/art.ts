import { createPrng, hashString, type Prng } from "../demo/prng.ts";

// Thumbnail artwork as SVG, made from the identifier alone (our own abstract, geometric art, never
// copied images, which belong to their studios): a palette, a scatter of shapes, an emblem with the
// title's initials and the title on a band at the foot. 300×400 (3:4), like the lobby's tiles.

export const WIDTH = 300;
export const HEIGHT = 400;
export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export interface Palette {
  from: string;
  to: string;
  accent: string;
  soft: string;
}

const PALETTES: readonly Palette[] = [
  { from: "#1b1039", to: "#4b1d6b", accent: "#f5b841", soft: "#c77dff" },
  { from: "#062a3a", to: "#0b6e74", accent: "#ffd166", soft: "#5ee1d8" },
  { from: "#2b0f0f", to: "#8a1c1c", accent: "#ffcf70", soft: "#ff8a65" },
  { from: "#0d1b2a", to: "#1b4965", accent: "#ffb703", soft: "#8ecae6" },
  { from: "#10261a", to: "#2d6a4f", accent: "#f4d35e", soft: "#95d5b2" },
  { from: "#261230", to: "#7b2d5b", accent: "#ffd6a5", soft: "#ff7aa2" },
  { from: "#1a1a2e", to: "#3d348b", accent: "#f7b801", soft: "#7678ed" },
  { from: "#2e1a05", to: "#a0522d", accent: "#ffe8a3", soft: "#f4a261" },
  { from: "#04151f", to: "#183a37", accent: "#efd6ac", soft: "#c44900" },
  { from: "#14213d", to: "#274c77", accent: "#fca311", soft: "#a3cef1" },
  { from: "#22092c", to: "#872341", accent: "#f05941", soft: "#ffb4a2" },
  { from: "#0b132b", to: "#3a506b", accent: "#6fffe9", soft: "#5bc0be" },
];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function paletteFor(identifier: string): Palette {
  return PALETTES[hashString(identifier) % PALETTES.length] as Palette;
}

/** Up to two initials of a title ("The Amber Comet" → "AC"). */
export function initialsOf(title: string): string {
  const words = title.split(/[\s-]+/).filter((word) => /^[A-Za-z0-9]/.test(word) && !/^(the|of|and)$/i.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/** The title on one or two lines of at most ~16 characters, for the foot band. */
export function titleLines(title: string): string[] {
  const words = title.split(" ");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && `${line} ${word}`.length > 16 && lines.length === 0) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

/** The shared frame: background gradient, the foot band and the title. `body` goes between. */
export function frame(palette: Palette, title: string, body: string): string {
  const lines = titleLines(title);
  const size = lines.some((line) => line.length > 16) ? 22 : 26;
  const firstY = lines.length === 1 ? 362 : 344;
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${firstY + index * 32}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${body}
<rect y="280" width="${WIDTH}" height="120" fill="url(#foot)"/>${text}</svg>`;
}

/** A generated game's artwork: shapes and an initials emblem in the game's palette. */
export function gameArtSvg(identifier: string, title: string): string {
  const palette = paletteFor(identifier);
  const random = createPrng(hashString(identifier) ^ 0x5eed);
  const shapes = Array.from({ length: random.int(5, 8) }, () => shape(random, palette)).join("");
  const emblem = emblemShape(random.int(0, 2), palette);
  const initials = escapeXml(initialsOf(title));
  return frame(
    palette,
    title,
    `${shapes}${emblem}<text x="150" y="176" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="64" fill="${palette.from}">${initials}</text>`,
  );
}

function shape(random: Prng, palette: Palette): string {
  const x = random.int(-20, 320);
  const y = random.int(-20, 300);
  const color = random.chance(0.5) ? palette.soft : palette.accent;
  const opacity = (0.12 + random.next() * 0.3).toFixed(2);
  switch (random.int(0, 3)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${random.int(18, 70)}" fill="${color}" opacity="${opacity}"/>`;
    case 1:
      return `<circle cx="${x}" cy="${y}" r="${random.int(24, 80)}" fill="none" stroke="${color}" stroke-width="${random.int(4, 12)}" opacity="${opacity}"/>`;
    case 2: {
      const size = random.int(20, 60);
      return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${color}" opacity="${opacity}" transform="rotate(${random.int(0, 89)} ${x + size / 2} ${y + size / 2})"/>`;
    }
    default: {
      const size = random.int(30, 80);
      return `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${color}" opacity="${opacity}"/>`;
    }
  }
}

function emblemShape(kind: number, palette: Palette): string {
  const glow = `<circle cx="150" cy="155" r="92" fill="${palette.accent}" opacity="0.18"/>`;
  if (kind === 0) return `${glow}<circle cx="150" cy="155" r="70" fill="${palette.accent}"/>`;
  if (kind === 1)
    return `${glow}<rect x="92" y="97" width="116" height="116" rx="18" fill="${palette.accent}" transform="rotate(45 150 155)"/>`;
  return `${glow}<polygon points="150,75 226,120 226,200 150,245 74,200 74,120" fill="${palette.accent}"/>`;
}
