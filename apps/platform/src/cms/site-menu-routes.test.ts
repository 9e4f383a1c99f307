import type { CmsPageSummary } from "@croupier/contract";
import { siteMenu, siteMenus } from "@croupier/contract/schemas/operator-site-menus";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { cmsPages, cmsPageTranslations } from "./schema.ts";

// The site's menus from the back office (migration 0034): a page joins the header's menu at the
// place given and the site structure (what the site's header and footer read) follows at once,
// its place in one menu leaves its place in another alone, a page hidden from a menu leaves it
// only; audited, support reads but cannot save, bad input a 422 on the field.

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" });
  admin = await signedInOperator(app, tdb.database.db, "admin");
  support = await signedInOperator(app, tdb.database.db, "support");
  // This file's pages ("m-…"): two in the header's menu, one also in the footer's, one in none.
  await tdb.database.db.insert(cmsPages).values([
    { id: "m-deals", path: "/m-deals", categories: ["page", "top-menu"], position: 101 },
    { id: "m-club", path: "/m-club", categories: ["page", "top-menu", "bottom-menu"], position: 102 },
    { id: "m-story", path: "/m-story", categories: ["page"], position: 103 },
  ]);
  await tdb.database.db.insert(cmsPageTranslations).values([
    { pageId: "m-deals", locale: "en", title: "Deals" },
    { pageId: "m-club", locale: "en", title: "Club" },
    { pageId: "m-story", locale: "en", title: "Our story" },
  ]);
});
afterAll(() => tdb.close());

const put = (who: { cookie: string }, menu: string, payload: unknown) =>
  call(app, "PUT", `/api/operator/site_menus/${menu}`, { cookie: who.cookie, payload });

async function menus() {
  const response = await call(app, "GET", "/api/operator/site_menus", { cookie: support.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return siteMenus.parse(response.json());
}

const mine = (ids: string[]) => ids.filter((id) => id.startsWith("m-"));
const menuIds = async (menu: string) =>
  mine((await menus()).menus.find((entry) => entry.id === menu)?.pages.map((page) => page.id) ?? []);

/** A menu as the site shows it: the public structure's pages in the menu, by their place. */
async function siteMenu_(menu: string): Promise<string[]> {
  const response = await call(app, "GET", "/api/cms/pages?l=en");
  expect(response.statusCode).toBe(200);
  const pages = response.json() as CmsPageSummary[];
  const place = (page: CmsPageSummary) => page.menu_positions?.[menu] ?? Number.MAX_SAFE_INTEGER;
  return pages
    .filter((page) => page.categories.includes(menu))
    .sort((a, b) => place(a) - place(b))
    .map((page) => page.id)
    .filter((id) => id.startsWith("m-"));
}

describe("site menus", () => {
  it("lists the three menus in the site's order, and every page", async () => {
    const read = await menus();
    expect(read.menus.map((menu) => menu.id)).toEqual(["top-menu", "bottom-menu", "bottom-menu-help"]);
    expect(await menuIds("top-menu")).toEqual(["m-deals", "m-club"]);
    expect(await menuIds("bottom-menu")).toEqual(["m-club"]);
    expect(read.pages.find((page) => page.id === "m-story")).toEqual({
      id: "m-story",
      path: "m-story",
      title: "Our story",
    });
  });

  it("puts a page in the header's menu at a place, reorders, and the site structure follows, audited", async () => {
    const before = (await menus()).menus[0]?.pages.map((page) => page.id) ?? [];
    const order = ["m-story", "m-club", "m-deals"];
    const saved = await put(admin, "top-menu", { page_ids: order });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(siteMenu.parse(saved.json()).pages.map((page) => page.id)).toEqual(order);
    expect(await siteMenu_("top-menu")).toEqual(order);
    expect(await menuIds("top-menu")).toEqual(order);
    // The footer keeps its own pages.
    expect(await siteMenu_("bottom-menu")).toEqual(["m-club"]);

    const [entry] = (await auditRows(tdb.database.db, { operatorId: admin.id })).filter(
      (row) => row.action === "site_menu.updated",
    );
    expect(entry).toMatchObject({ target_type: "site_menu", target_id: "top-menu" });
    expect(entry?.details).toEqual({ before, after: order });
  });

  it("hides a page from one menu only, and gives each menu its own order", async () => {
    expect((await put(admin, "bottom-menu", { page_ids: ["m-deals", "m-club"] })).statusCode).toBe(200);
    expect(await siteMenu_("bottom-menu")).toEqual(["m-deals", "m-club"]);
    expect(await siteMenu_("top-menu")).toEqual(["m-story", "m-club", "m-deals"]);

    const hidden = await put(admin, "top-menu", { page_ids: ["m-story", "m-deals"] });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await siteMenu_("top-menu")).toEqual(["m-story", "m-deals"]);
    expect(await siteMenu_("bottom-menu")).toEqual(["m-deals", "m-club"]);
    const page = ((await call(app, "GET", "/api/cms/pages?l=en")).json() as CmsPageSummary[]).find(
      (entry) => entry.id === "m-club",
    );
    expect(page?.categories).toEqual(["page", "bottom-menu"]);
    expect(page?.menu_positions).toEqual({ "bottom-menu": 2 });
  });

  it("refuses unknown pages, repeats, unknown menus and support's saves", async () => {
    const unknown = await put(admin, "top-menu", { page_ids: ["m-story", "nope"] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { page_ids: ["no such page: nope"] } });
    const repeated = await put(admin, "top-menu", { page_ids: ["m-story", "m-story"] });
    expect(repeated.statusCode).toBe(422);
    expect(Object.keys((repeated.json() as { errors: object }).errors)).toEqual(["page_ids"]);
    for (const payload of [{}, { page_ids: "about" }, { page_ids: [1] }, { page_ids: Array(51).fill("x") }]) {
      expect((await put(admin, "top-menu", payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    const menu = await put(admin, "side-menu", { page_ids: [] });
    expect(menu.statusCode).toBe(422);
    expect(Object.keys((menu.json() as { errors: object }).errors)).toEqual(["menu"]);
    expect((await put(support, "top-menu", { page_ids: [] })).statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/site_menus")).statusCode).toBe(401);
  });
});
