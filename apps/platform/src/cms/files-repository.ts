import type { CmsFile, Locale } from "@croupier/contract";
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { fallbackChain, pickTranslations } from "./fallback.ts";
import { cmsFiles, cmsFileTranslations } from "./schema.ts";

/** Every CMS file (images, documents) with its description in the locale or English. */
export async function listFiles(db: Executor, locale: Locale): Promise<CmsFile[]> {
  const files = await db.select().from(cmsFiles).orderBy(asc(cmsFiles.id));
  const chain = fallbackChain(locale);
  const rows = await db.select().from(cmsFileTranslations).where(inArray(cmsFileTranslations.locale, chain));
  const descriptions = pickTranslations(rows, (row) => row.fileId, chain);
  return files.map((file) => ({
    id: file.id,
    url: file.url,
    description: descriptions.get(file.id)?.description ?? "",
    categories: file.categories,
  }));
}
