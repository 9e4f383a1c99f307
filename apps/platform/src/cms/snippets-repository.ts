import type { CmsSnippet, Locale } from "@croupier/contract";
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { fallbackChain, pickTranslations } from "./fallback.ts";
import { cmsSnippets, cmsSnippetTranslations } from "./schema.ts";

/** Every snippet with its content in the locale, falling back per snippet to English. */
export async function listSnippets(db: Executor, locale: Locale): Promise<CmsSnippet[]> {
  const snippets = await db.select().from(cmsSnippets).orderBy(asc(cmsSnippets.id));
  const chain = fallbackChain(locale);
  const rows = await db.select().from(cmsSnippetTranslations).where(inArray(cmsSnippetTranslations.locale, chain));
  const contents = pickTranslations(rows, (row) => row.snippetId, chain);
  return snippets.map((snippet) => ({
    id: snippet.id,
    content: contents.get(snippet.id)?.content ?? "",
    categories: snippet.categories,
  }));
}
