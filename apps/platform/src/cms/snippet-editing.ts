import { LOCALES, type Locale } from "@croupier/contract";
import type { OperatorCmsSnippet } from "@croupier/contract/schemas/operator-cms";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { sanitizeCmsText } from "./sanitize-cms-html.ts";
import { cmsSnippets, cmsSnippetTranslations } from "./schema.ts";

// The back office's editing of CMS snippets (banners, cards, the home slider's JSON): one
// locale's text saved at a time, through the CMS policy first (HTML cleaned, JSON's HTML strings
// cleaned, plain text kept), as the seed stores them.

/** Every snippet with each locale's text. */
export async function listEditableSnippets(db: Executor): Promise<OperatorCmsSnippet[]> {
  const snippets = await db.select().from(cmsSnippets).orderBy(asc(cmsSnippets.id));
  const rows = await db.select().from(cmsSnippetTranslations);
  return snippets.map((snippet) => toSnippet(snippet, rows));
}

/** Saves one locale's text of a snippet (created when it had none), sanitised; answers the snippet. */
export async function saveSnippetTranslation(
  db: Db,
  id: string,
  locale: Locale,
  content: string,
  record: (tx: Tx, before: string | null, after: string) => Promise<void>,
): Promise<OperatorCmsSnippet> {
  return db.transaction(async (tx) => {
    const [snippet] = await tx.select().from(cmsSnippets).where(eq(cmsSnippets.id, id)).for("update");
    if (!snippet) throw new AppError("not_found", "Snippet not found");
    const where = and(eq(cmsSnippetTranslations.snippetId, id), eq(cmsSnippetTranslations.locale, locale));
    const [existing] = await tx.select().from(cmsSnippetTranslations).where(where);
    const clean = sanitizeCmsText(content);
    if (existing) await tx.update(cmsSnippetTranslations).set({ content: clean }).where(where);
    else await tx.insert(cmsSnippetTranslations).values({ snippetId: id, locale, content: clean });
    await record(tx, existing?.content ?? null, clean);
    const rows = await tx.select().from(cmsSnippetTranslations).where(eq(cmsSnippetTranslations.snippetId, id));
    return toSnippet(snippet, rows);
  });
}

function toSnippet(
  snippet: typeof cmsSnippets.$inferSelect,
  rows: (typeof cmsSnippetTranslations.$inferSelect)[],
): OperatorCmsSnippet {
  const translations: OperatorCmsSnippet["translations"] = {};
  for (const row of rows) {
    if (row.snippetId === snippet.id && (LOCALES as readonly string[]).includes(row.locale)) {
      translations[row.locale as Locale] = row.content;
    }
  }
  return { id: snippet.id, categories: snippet.categories, translations };
}
