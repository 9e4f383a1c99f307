// The installed app's icons, drawn at build from the brand's chip (public/media/brand/favicon.svg),
// so a re-branded site gets its own: 192 and 512 px as they are ("any"), and the maskable pair
// with the chip inside the safe zone on the app's background (a launcher may crop to a circle of
// 80% of the width). The manifest (app/routes/manifest.ts) and the service worker name these files.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** The page colour of theme.css (app/routes/manifest.ts's APP_BACKGROUND): the maskable icons' ground. */
const BACKGROUND = "#0b0e16";
const SIZES = [192, 512];
/** The chip's share of a maskable icon's width: inside the 80% safe circle with a margin. */
const MASKABLE_CHIP = 0.7;

/** Rasterises `svg` (drawn on a `viewBoxSize` square) at `size` px. */
function render(svg: Buffer, viewBoxSize: number, size: number): Promise<Buffer> {
  // Sharp renders an SVG at 72 dpi of its own size: the density that makes it `size` px wide.
  return sharp(svg, { density: Math.ceil((72 * size) / viewBoxSize) })
    .resize(size, size)
    .png()
    .toBuffer();
}

export async function writeAppIcons(webRoot: string, clientDir: string): Promise<string[]> {
  const svg = await readFile(path.join(webRoot, "public/media/brand/favicon.svg"));
  const { width = 32 } = await sharp(svg).metadata();
  const dir = path.join(clientDir, "icons");
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const size of SIZES) {
    const plain = path.join(dir, `icon-${size}.png`);
    await sharp(await render(svg, width, size)).toFile(plain);
    const chip = await render(svg, width, Math.round(size * MASKABLE_CHIP));
    const maskable = path.join(dir, `icon-maskable-${size}.png`);
    await sharp({ create: { width: size, height: size, channels: 3, background: BACKGROUND } })
      .composite([{ input: chip, gravity: "centre" }])
      .png()
      .toFile(maskable);
    written.push(plain, maskable);
  }
  return written;
}
