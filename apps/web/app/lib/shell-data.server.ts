import type { Locale } from "@croupier/contract";
import { createServerApi, dataOr } from "./api.server.ts";
import { COOKIE_NOTICE_COOKIE, readCookie } from "./cookies.ts";
import type { ShellData } from "./shell-data.ts";

/** Loads the shell's content in parallel; any failed call leaves its part empty, never the page. */
export async function loadShellData(request: Request, locale: Locale): Promise<ShellData> {
  const api = createServerApi(request, locale);
  const [project, pages, snippets, files] = await Promise.all([
    dataOr(api.getProject(), null),
    dataOr(api.getCmsPages(), []),
    dataOr(api.getCmsSnippets(), []),
    dataOr(api.getCmsFiles(), []),
  ]);
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
    pages: Array.isArray(pages) ? pages : [],
    snippets: Object.fromEntries(
      (Array.isArray(snippets) ? snippets : []).map((snippet) => [snippet.id, snippet.content]),
    ),
    files: Array.isArray(files) ? files : [],
  };
}
