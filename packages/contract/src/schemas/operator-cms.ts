import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { boundedString, requiredText } from "../validation/rules.ts";

// The back office's Content area (`/api/operator/cms/*`, permissions `content.read` and
// `content.manage`): the CMS pages with every locale's text, and saving one locale's text. The
// content is HTML, sanitised with the CMS policy (cms-html-policy.ts) before it is stored.

/** Longest page title and meta texts (characters). */
export const CMS_TITLE_MAX = 200;
export const CMS_META_MAX = 500;
/** Longest page content as sent (characters of HTML, before sanitising). */
export const CMS_CONTENT_MAX = 200_000;
/** Longest JSON block as sent (characters): promotion cards, FAQ entries, collapsible blocks. */
export const CMS_JSON_MAX = 100_000;

/** Whether a text parses as JSON (a page's block is kept as data, its HTML strings sanitised). */
function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export const operatorCmsPageParams = z.object({
  id: boundedString(100, "format").regex(/^[a-z0-9][a-z0-9_-]*$/, "format"),
});

export const operatorCmsTranslationParams = operatorCmsPageParams.extend({
  locale: z.enum(LOCALES, "format"),
});

/** One locale's text of a page, as the back office edits it. */
export const operatorCmsTranslation = z
  .object({
    title: z.string(),
    /** Sanitised HTML. */
    content: z.string(),
    description: z.string(),
    keywords: z.string(),
    /**
     * The page's JSON block as indented JSON text, or null: the promotions page's cards, the FAQ's
     * questions and answers, a page's collapsible blocks (HTML strings inside are sanitised).
     */
    json: z.string().nullable(),
  })
  .meta({ id: "OperatorCmsTranslation" });

export const operatorCmsPageSummary = z
  .object({
    id: z.string(),
    path: z.string(),
    /** The English title (or the id when there is none). */
    title: z.string(),
    parent_id: z.string().nullable(),
    /** The locales the page has a text in. */
    locales: z.array(z.string()),
  })
  .meta({ id: "OperatorCmsPageSummary" });

export const operatorCmsPages = z.object({ data: z.array(operatorCmsPageSummary) }).meta({ id: "OperatorCmsPages" });

export const operatorCmsPage = z
  .object({
    id: z.string(),
    path: z.string(),
    layout: z.string(),
    /** Each locale's text; a locale without one is absent. */
    translations: z.partialRecord(z.enum(LOCALES), operatorCmsTranslation),
  })
  .meta({ id: "OperatorCmsPage" });

/** PUT /api/operator/cms/pages/{id}/translations/{locale}. */
export const saveCmsTranslationBody = z.object({
  translation: z.object({
    title: requiredText(CMS_TITLE_MAX),
    content: boundedString(CMS_CONTENT_MAX),
    description: boundedString(CMS_META_MAX).optional(),
    keywords: boundedString(CMS_META_MAX).optional(),
    /** The JSON block as text; null removes it, omitted keeps it. */
    json: boundedString(CMS_JSON_MAX).refine(isJsonText, "format").nullable().optional(),
  }),
});

export type OperatorCmsTranslation = z.infer<typeof operatorCmsTranslation>;
export type OperatorCmsPageSummary = z.infer<typeof operatorCmsPageSummary>;
export type OperatorCmsPage = z.infer<typeof operatorCmsPage>;
export type SaveCmsTranslationBody = z.infer<typeof saveCmsTranslationBody>;

/** Longest snippet as sent (characters of HTML, text or JSON, before sanitising). */
export const CMS_SNIPPET_MAX = 100_000;

/** A snippet with each locale's text (HTML, plain text or JSON holding HTML). */
export const operatorCmsSnippet = z
  .object({
    id: z.string(),
    categories: z.array(z.string()),
    translations: z.partialRecord(z.enum(LOCALES), z.string()),
  })
  .meta({ id: "OperatorCmsSnippet" });

export const operatorCmsSnippets = z.object({ data: z.array(operatorCmsSnippet) }).meta({ id: "OperatorCmsSnippets" });

/** PUT /api/operator/cms/snippets/{id}/translations/{locale}. */
export const saveCmsSnippetBody = z.object({
  translation: z.object({ content: boundedString(CMS_SNIPPET_MAX) }),
});

export type OperatorCmsSnippet = z.infer<typeof operatorCmsSnippet>;
