import type { LocaleInfo } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { listLocales } from "../locales/repository.ts";
import { cmsPageTranslations, cmsSnippetTranslations } from "./schema.ts";

/** The site's locales that have at least one page or snippet translated (GET /api/info/cms_locales). */
export async function listContentLocales(db: Executor): Promise<LocaleInfo[]> {
  const pageLocales = await db.selectDistinct({ locale: cmsPageTranslations.locale }).from(cmsPageTranslations);
  const snippetLocales = await db
    .selectDistinct({ locale: cmsSnippetTranslations.locale })
    .from(cmsSnippetTranslations);
  const withContent = new Set([...pageLocales, ...snippetLocales].map((row) => row.locale));
  return (await listLocales(db)).filter((locale) => withContent.has(locale.code));
}
