import { type CmsPageSummary, COUNTRY_RESTRICTED_MARK, type Locale } from "@croupier/contract";
import { sanitizeCmsText } from "../cms/sanitize-html.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { COOKIE_NOTICE_COOKIE, readCookie } from "../lib/cookies.ts";
import { type CurrencyInfo, missingRequiredFields } from "../lib/player.ts";
import { tagManagerContainer } from "../lib/tag-manager.ts";
import type { ShellData } from "./shell-data.ts";

/**
 * Loads the shell's content in parallel; any failed call leaves its part empty, never the page.
 * When a site-content call went unanswered (timeout, platform error), `incomplete` says so: the
 * browser then asks once more after hydration (root.tsx), so a busy moment of the platform does
 * not leave the page without its menus and footer until the next navigation.
 */
export async function loadShellData(request: Request, locale: Locale): Promise<ShellData> {
  const api = createServerApi(request, locale);
  const content = [api.getProject(), api.getCmsPages(), api.getCmsSnippets(), api.getCmsFiles()] as const;
  const [project, pages, snippets, files, player, marks, tagManager, incomplete] = await Promise.all([
    dataOr(content[0], null),
    dataOr(content[1], []),
    dataOr(content[2], []),
    dataOr(content[3], []),
    // 401 when signed out: dataOr answers null. A body without an id is a guest too.
    dataOr(api.getPlayer(), null),
    dataOr(api.getRestrictionMarks(), []),
    dataOr(api.getGoogleTagManager(), null),
    Promise.all(content.map((call) => call.then(unanswered, () => true))).then((misses) => misses.includes(true)),
  ]);
  const signedIn = player && player.id != null ? player : null;
  let currencies: CurrencyInfo[] = [];
  let missingFields: string[] = [];
  if (signedIn) {
    const [currencyList, fields] = await Promise.all([
      dataOr(api.getCurrencies(), []),
      dataOr(api.getPlayerFields(), null),
    ]);
    currencies = (Array.isArray(currencyList) ? currencyList : []).map(({ code, symbol, fiat, subunits_to_unit }) => ({
      code,
      symbol,
      fiat,
      subunits_to_unit,
    }));
    const deposit = fields?.contexts?.deposit;
    missingFields = missingRequiredFields(signedIn, Array.isArray(deposit) ? (deposit as string[]) : []);
  }
  return {
    locale,
    cookieNoticeAccepted: readCookie(request.headers.get("cookie"), COOKIE_NOTICE_COOKIE) === "1",
    project: project
      ? {
          name: project.name,
          license_info: project.license_info,
          support_email: project.support_email,
          minimum_age: project.minimum_age,
        }
      : null,
    pages: Array.isArray(pages) ? pages.map(toSitePage) : [],
    snippets: Object.fromEntries(
      (Array.isArray(snippets) ? snippets : []).map((snippet) => [snippet.id, sanitizeCmsText(snippet.content)]),
    ),
    files: Array.isArray(files) ? files : [],
    player: signedIn,
    currencies,
    missingFields,
    restricted: Array.isArray(marks) && marks.includes(COUNTRY_RESTRICTED_MARK),
    tagManagerContainer: tagManagerContainer(tagManager?.container_id),
    incomplete,
  };
}

/** No answer came (timeout, platform down: status 0) or the platform failed (5xx). */
function unanswered(result: { ok: boolean; status: number }): boolean {
  return !result.ok && (result.status === 0 || result.status >= 500);
}

/** The API keys pages by a path without the leading slash ("promotions"); the site links "/promotions". */
export function toSitePage(page: CmsPageSummary): CmsPageSummary {
  const path = page.path.startsWith("/") ? page.path : `/${page.path}`;
  return { ...page, path, children: (page.children ?? []).map(toSitePage) };
}
