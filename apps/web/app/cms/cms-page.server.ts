import { stripLocale } from "@croupier/contract/i18n/locales";
import { data } from "react-router";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import type { CmsPageData } from "./cms-page.ts";
import { sanitizeCmsPage } from "./sanitize-html.server.ts";

/** The site path of a request without locale prefix or leading slash: "/ru/privacy-policy" → "privacy-policy". */
export function slugFromRequest(request: Request): string {
  return stripLocale(new URL(request.url).pathname).replace(/^\/+|\/+$/g, "");
}

/**
 * Loads a CMS page. A page the platform does not know is a 404 when `notFoundIsError` (generic
 * site-structure pages); fixed routes such as the legal pages render their frame regardless.
 */
export async function loadCmsPage(request: Request, slug: string, notFoundIsError: boolean): Promise<CmsPageData> {
  const api = createServerApi(request, decideRequestLocale(request));
  const result = await api.getCmsPage(slug).catch(() => null);
  if (result?.ok && result.data) return { page: sanitizeCmsPage(result.data), unavailable: false };
  if (result && result.status === 404) {
    if (notFoundIsError) throw data(null, { status: 404 });
    return { page: null, unavailable: false };
  }
  return { page: null, unavailable: true };
}
