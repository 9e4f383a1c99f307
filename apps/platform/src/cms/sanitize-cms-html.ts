import {
  cmsHtmlSanitizerOptions,
  mayContainMarkup,
  sanitizeCmsValue,
  sanitizeJsonStrings,
} from "@croupier/contract/cms-html-policy";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = cmsHtmlSanitizerOptions();

/** CMS HTML through the allow-list, as it is written (seed, back office); plain text untouched. */
export function sanitizeCmsHtml(html: string): string {
  return mayContainMarkup(html) ? sanitizeHtml(html, OPTIONS) : html;
}

/** A snippet's text (HTML, plain text or JSON holding HTML) through the allow-list. */
export function sanitizeCmsText(text: string): string {
  return sanitizeCmsValue(text, sanitizeCmsHtml);
}

/** A page's JSON blocks with every HTML string inside cleaned. */
export function sanitizeCmsJson<T>(json: T): T {
  return sanitizeJsonStrings(json, sanitizeCmsHtml) as T;
}
