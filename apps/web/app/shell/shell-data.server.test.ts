import { describe, expect, it } from "vitest";
import { toSitePage } from "./shell-data.server.ts";

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
