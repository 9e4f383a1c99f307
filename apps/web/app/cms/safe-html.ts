import type { CmsPage } from "@croupier/contract";

/**
 * HTML that went through the CMS allow-list (sanitize-html.server.ts) during the server render.
 * `CmsHtml`, the only component that sets inner HTML from content, takes nothing else, so an
 * unsanitised string cannot reach the page without a type error.
 */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };

/** A CMS page whose content and JSON blocks were sanitised (sanitizeCmsPage). */
export type SafeCmsPage = Omit<CmsPage, "content" | "blocks"> & {
  content: SafeHtml;
  blocks: Omit<CmsPage["blocks"], "json"> & { json: SafeHtml };
};
