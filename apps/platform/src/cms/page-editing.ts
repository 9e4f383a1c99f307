import { LOCALES, type Locale } from "@croupier/contract";
import type {
  OperatorCmsPage,
  OperatorCmsPageSummary,
  OperatorCmsTranslation,
  SaveCmsTranslationBody,
} from "@croupier/contract/schemas/operator-cms";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { sanitizeCmsHtml, sanitizeCmsJson } from "./sanitize-cms-html.ts";
import { cmsPages, cmsPageTranslations } from "./schema.ts";

// The back office's editing of CMS pages: every locale's text of a page, and saving one locale's
// text with its HTML sanitised by the CMS policy first, so what the table holds is always what
// the policy allows (the site renders it as stored). The site reads pages uncached
// (cms/routes.ts sends no cache header and apps/web fetches per request), so a saved text shows
// at once.

type TranslationRow = typeof cmsPageTranslations.$inferSelect;

/** How much of a text the audit log keeps before and after an edit (not whole pages). */
const AUDIT_EXCERPT = 200;

/** Every page, in the site's order, with the locales it has a text in. */
export async function listEditablePages(db: Db): Promise<OperatorCmsPageSummary[]> {
  const pages = await db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id));
  const rows = await db
    .select({
      pageId: cmsPageTranslations.pageId,
      locale: cmsPageTranslations.locale,
      title: cmsPageTranslations.title,
    })
    .from(cmsPageTranslations);
  return pages.map((page) => {
    const own = rows.filter((row) => row.pageId === page.id);
    return {
      id: page.id,
      path: page.path.replace(/^\/+/, ""),
      title: own.find((row) => row.locale === "en")?.title ?? page.id,
      parent_id: page.parentId,
      locales: LOCALES.filter((locale) => own.some((row) => row.locale === locale)),
    };
  });
}

/** One page with each locale's text, or null. */
export async function findEditablePage(db: Executor, id: string): Promise<OperatorCmsPage | null> {
  const [page] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  if (!page) return null;
  const rows = await db.select().from(cmsPageTranslations).where(eq(cmsPageTranslations.pageId, id));
  const translations: OperatorCmsPage["translations"] = {};
  for (const row of rows) {
    if ((LOCALES as readonly string[]).includes(row.locale)) translations[row.locale as Locale] = toTranslation(row);
  }
  return { id: page.id, path: page.path.replace(/^\/+/, ""), layout: page.layout, translations };
}

export interface SaveContext {
  record: (tx: Tx, before: OperatorCmsTranslation | null, after: OperatorCmsTranslation) => Promise<void>;
}

/** Saves one locale's text of a page (created when the locale had none), sanitised; answers the page. */
export async function saveTranslation(
  db: Db,
  id: string,
  locale: Locale,
  input: SaveCmsTranslationBody["translation"],
  context: SaveContext,
): Promise<OperatorCmsPage> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for("update");
    if (!page) throw new AppError("not_found", "Page not found");
    const where = and(eq(cmsPageTranslations.pageId, id), eq(cmsPageTranslations.locale, locale));
    const [existing] = await tx.select().from(cmsPageTranslations).where(where);
    const values = {
      title: input.title,
      content: sanitizeCmsHtml(input.content),
      description: input.description ?? existing?.description ?? "",
      keywords: input.keywords ?? existing?.keywords ?? "",
      json: input.json === undefined ? (existing?.json ?? null) : storedJson(input.json),
    };
    if (existing) await tx.update(cmsPageTranslations).set(values).where(where);
    else await tx.insert(cmsPageTranslations).values({ pageId: id, locale, ...values });
    await context.record(tx, existing ? toTranslation(existing) : null, toTranslation(values));
    return (await findEditablePage(tx, id)) as OperatorCmsPage;
  });
}

/** A short excerpt of each field for the audit log's before and after. */
export function auditExcerpt(translation: OperatorCmsTranslation | null): Record<string, string> | null {
  if (!translation) return null;
  return Object.fromEntries(Object.entries(translation).map(([key, value]) => [key, excerpt(value ?? "")]));
}

/** The start of a text, for the audit log (whole pages would swell it). */
export function excerpt(text: string): string {
  return text.length > AUDIT_EXCERPT ? `${text.slice(0, AUDIT_EXCERPT)}…` : text;
}

function toTranslation(row: Omit<TranslationRow, "pageId" | "locale">): OperatorCmsTranslation {
  return {
    title: row.title,
    content: row.content,
    description: row.description,
    keywords: row.keywords,
    json: row.json == null ? null : JSON.stringify(row.json, null, 2),
  };
}

/** A JSON block as stored: parsed (the contract checked it parses), every HTML string in it sanitised. */
function storedJson(text: string | null): unknown {
  return text === null ? null : sanitizeCmsJson(JSON.parse(text) as unknown);
}
