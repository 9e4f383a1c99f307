import {
  CMS_HTML_POLICY,
  mayContainMarkup,
  sanitizeCmsValue,
  sanitizeJsonStrings,
} from "@croupier/contract/cms-html-policy";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CMS_HTML_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(CMS_HTML_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...CMS_HTML_POLICY.allowedSchemes],
  allowedSchemesByTag: { img: [...CMS_HTML_POLICY.allowedSchemesByTag.img] },
  allowProtocolRelative: CMS_HTML_POLICY.allowProtocolRelative,
  nonTextTags: [...CMS_HTML_POLICY.nonTextTags],
};

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
