import { afterEach, describe, expect, it, vi } from "vitest";
import { loadShellData, toSitePage } from "./shell-data.server.ts";

describe("CMS pages in the shell", () => {
  it("links the API's path keys (no leading slash) as site paths, children included", () => {
    const page = toSitePage({
      id: "about",
      path: "about",
      title: "About",
      layout: "default",
      categories: ["page"],
      children: [{ id: "team", path: "about/team", title: "Team", layout: "default", categories: [], children: [] }],
    });
    expect(page.path).toBe("/about");
    expect(page.children?.[0]?.path).toBe("/about/team");
  });

  it("keeps a path that already starts with a slash (another platform's answer) and fills absent children", () => {
    const page = toSitePage({ id: "faq", path: "/faq", title: "FAQ", layout: "default", categories: [] });
    expect(page).toMatchObject({ path: "/faq", children: [] });
  });
});

describe("a shell the platform could not answer", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The platform as the loader reaches it: `answer` per path, any other path 404. */
  function platform(answer: (path: string) => Response | Promise<Response> | undefined) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        return (await answer(path)) ?? Response.json(null, { status: 404 });
      }),
    );
  }
  const request = () => new Request("http://127.0.0.1/");
  const PAGES = [{ id: "about", path: "about", title: "About us", layout: "default", categories: ["top-menu"] }];

  it("is complete when the content calls answer, signed out and without a tag manager", async () => {
    platform((path) => {
      if (path === "/api/cms/pages") return Response.json(PAGES);
      if (path === "/api/player") return Response.json({ error: "unauthorized" }, { status: 401 });
      return undefined;
    });
    const shell = await loadShellData(request(), "en");
    expect(shell.pages.map((page) => page.path)).toEqual(["/about"]);
    expect(shell.incomplete).toBe(false);
  });

  it("is incomplete when a content call fails or never arrives, and keeps the rest", async () => {
    platform((path) => {
      if (path === "/api/cms/pages") return Promise.reject(new TypeError("fetch failed"));
      if (path === "/api/cms/snippets") return Response.json({ error: "internal" }, { status: 503 });
      return undefined;
    });
    const shell = await loadShellData(request(), "en");
    expect(shell.pages).toEqual([]);
    expect(shell.incomplete).toBe(true);
  });
});
