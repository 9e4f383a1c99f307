import type { SafeCmsPage, SafeHtml } from "./safe-html.ts";

export interface CmsPageData {
  page: SafeCmsPage | null;
  /** The platform could not answer (down, slow, 5xx): the page renders without its content. */
  unavailable: boolean;
}

/** Text of an HTML fragment, for comparisons only (tags dropped, common entities and spaces folded). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase();
}

/**
 * Operator HTML often opens with a heading that repeats the page's title; the page already shows
 * that title as its <h1>, so such a leading h1/h2 is dropped.
 */
export function withoutLeadingTitle(html: SafeHtml, title: string): SafeHtml {
  const match = /^\s*<h([12])\b[^>]*>([\s\S]*?)<\/h\1>\s*/i.exec(html);
  if (!match || plainText(match[2] ?? "") !== plainText(title)) return html;
  // Dropping a whole leading element of sanitised HTML leaves sanitised HTML.
  return html.slice(match[0].length) as SafeHtml;
}
