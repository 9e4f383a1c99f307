import type { CmsPage } from "@croupier/contract";
import { cmsHtmlSanitizerOptions, mayContainMarkup, sanitizeCmsValue } from "@croupier/contract/cms-html-policy";
import sanitizeHtml from "sanitize-html";
import type { SafeCmsPage, SafeHtml } from "./safe-html.ts";

// CMS HTML is sanitised on render here, in the server loaders where it enters the site, besides the
// platform's sanitising on write: whatever the platform stored, no script reaches the page.
// Server-only: sanitize-html (with its HTML and CSS parsers) never ships to the browser; client
// navigations get loader data that the server already cleaned.

const OPTIONS: sanitizeHtml.IOptions = cmsHtmlSanitizerOptions();

/** One HTML fragment through the allow-list. */
export function sanitizeCmsHtml(html: string): SafeHtml {
  return (mayContainMarkup(html) ? sanitizeHtml(html, OPTIONS) : html) as SafeHtml;
}

/** A snippet's text: HTML, plain text, or JSON whose HTML strings are each cleaned. */
export function sanitizeCmsText(text: string): SafeHtml {
  return sanitizeCmsValue(text, sanitizeCmsHtml) as SafeHtml;
}

/** A page with its content and its JSON blocks cleaned. */
export function sanitizeCmsPage(page: CmsPage): SafeCmsPage {
  return {
    ...page,
    content: sanitizeCmsHtml(page.content),
    blocks: { ...page.blocks, json: sanitizeCmsText(page.blocks.json) },
  };
}
