import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { gameArtSvg } from "./art.ts";
import { studioArtSvg } from "./studio-art.ts";

// Game thumbnails: the SVG artwork rendered to webp once, then kept on disk (DATA_DIR/thumbnails)
// so a restart does not render 5,000 images again. Bump ART_VERSION when the artwork changes: the
// file names and ETags change with it.

export const ART_VERSION = 1;
const QUALITY = 60;

export interface ThumbnailSource {
  identifier: string;
  title: string;
  studioTitle: string | null;
}

export interface Thumbnail {
  etag: string;
  bytes: Buffer;
}

export interface ThumbnailStore {
  /** A weak validator known before rendering, so a revalidation never touches the disk. */
  etagOf(identifier: string): string;
  get(source: ThumbnailSource): Promise<Thumbnail>;
}

export function createThumbnailStore(folder: string): ThumbnailStore {
  const pending = new Map<string, Promise<Thumbnail>>();
  const etagOf = (identifier: string) =>
    `"thumb-${ART_VERSION}-${createHash("sha256").update(identifier).digest("base64url").slice(0, 16)}"`;

  async function load(source: ThumbnailSource): Promise<Thumbnail> {
    const file = path.join(folder, `${source.identifier.replace("/", "__")}.v${ART_VERSION}.webp`);
    const etag = etagOf(source.identifier);
    const cached = await readFile(file).catch(() => null);
    if (cached) return { etag, bytes: cached };
    const bytes = await renderThumbnail(source);
    await mkdir(folder, { recursive: true });
    // Written aside and renamed: a concurrent reader never sees half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return { etag, bytes };
  }

  return {
    etagOf,
    get(source) {
      let thumbnail = pending.get(source.identifier);
      if (!thumbnail) {
        thumbnail = load(source).finally(() => pending.delete(source.identifier));
        pending.set(source.identifier, thumbnail);
      }
      return thumbnail;
    },
  };
}

export function renderThumbnail(source: ThumbnailSource): Promise<Buffer> {
  const svg = (source.studioTitle && studioArtSvg(source.studioTitle)) || gameArtSvg(source.identifier, source.title);
  return sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 4 }).toBuffer();
}
