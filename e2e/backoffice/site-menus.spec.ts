import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { backofficeShotsDir, shootAtBackofficeWidths, signInAndEnrolOnScreen } from "../support/backoffice.ts";

interface AllowedGame {
  title: string;
  provider: string;
  playable: boolean;
  collections: Record<string, number>;
  real: Record<string, unknown>;
}

// Featured games and the site's menus end to end, with an admin of its own (serve.ts): the admin
// features a game in the Games area and it leads the home page's first row; puts "About us" into
// the header's menu from the Content area's Site menus, moves it up, and the site's header links
// it; gives the game the first place in "popular" and the site's /games/popularity lists it
// first; then puts everything back. axe on both back-office screens. BACKOFFICE_SHOTS_DIR: the back office
// at 1280 and 820 px, the site at 390 px (phone) and 1280 px.

/**
 * The playable game of the visitor's currency (with a title of its own) last in the lobby, so not
 * the first tile before; only featuring moves it (playable games lead every home row).
 */
async function quietGame(page: Page): Promise<string> {
  const ip = await page.request.get("/api/current_ip", { headers: { accept: "application/vnd.s.v1+json" } });
  const currency = ((await ip.json()) as { default_currency?: string }).default_currency ?? "EUR";
  const response = await page.request.get("/api/games/allowed_desktop", {
    headers: { accept: "application/vnd.s.v1+json" },
  });
  const list = (await response.json()) as Record<string, AllowedGame>;
  const counts = new Map<string, number>();
  for (const game of Object.values(list)) counts.set(game.title, (counts.get(game.title) ?? 0) + 1);
  const candidates = Object.values(list)
    .filter((game) => game.playable && game.real[currency] !== undefined && counts.get(game.title) === 1)
    .sort((a, b) => (a.collections.popularity ?? 0) - (b.collections.popularity ?? 0));
  const picked = candidates.at(-1);
  if (!picked) throw new Error("no game to feature");
  return picked.title;
}

/** The first tile of the home page's first row, as a fresh visitor sees it (the renderer asks for a changed catalogue every 2 s). */
async function homeLeads(browser: Browser, title: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await expect(async () => {
      await page.goto("/");
      const first = page.locator(".game-row").first().locator(".game-row__item").first();
      await expect(first).toContainText(title, { timeout: 1000 });
    }).toPass({ timeout: 15_000, intervals: [1000] });
    if (backofficeShotsDir) {
      await page.getByRole("button", { name: "Accept" }).click();
      const row = page.locator(".game-row").first();
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await row.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${backofficeShotsDir}/site-home-featured-${width}.png` });
      }
    }
  } finally {
    await context.close();
  }
}

/** The first game of a site page's list, as a fresh visitor sees it (polled: the catalogue snapshots are checked every few seconds). */
async function firstOn(browser: Browser, path: string, list: string, title: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await expect(async () => {
      await page.goto(path);
      await expect(page.locator(list).getByRole("listitem").first()).toContainText(title, { timeout: 1000 });
    }).toPass({ timeout: 15_000, intervals: [1000] });
  } finally {
    await context.close();
  }
}

test("an admin features a game and puts a page in the header's menu; the site shows both", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAndEnrolOnScreen(page, "menus-admin");
  const title = await quietGame(page);

  // Games: feature the game.
  await page.getByRole("link", { name: "Games", exact: true }).click();
  await page.getByRole("searchbox", { name: "Title or identifier" }).fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  const featured = page.getByRole("switch", { name: `${title} featured` });
  await expect(featured).toBeVisible();
  await featured.click({ force: true });
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
  await expect(featured).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  // Content → Site menus: "About us" joins the header's menu and moves up one place.
  await page.getByRole("link", { name: "Content", exact: true }).click();
  const header = page.getByRole("region", { name: "Header menu" });
  await expect(header.getByRole("listitem").first()).toBeVisible();
  await header.getByRole("combobox", { name: "Add a page to Header menu" }).click();
  await page.getByRole("option", { name: /About us/ }).click();
  await header.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Header menu saved. The site shows it now.");
  await expect(header.getByRole("listitem").last()).toContainText("About us");
  // Up to the first place, one move at a time (each saved), so the header has room for it.
  const up = header.getByRole("button", { name: "Move About us up in Header menu" });
  const moves = (await header.getByRole("listitem").count()) - 1;
  for (let move = 0; move < moves; move += 1) await up.click();
  await expect(header.getByRole("listitem").first()).toContainText("About us");
  await expect(up).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("heading", { name: "Site menus" }).scrollIntoViewIfNeeded();
  await shootAtBackofficeWidths(page, "site-menus");

  // The site: the header links the page at once (the structure is read on every page view).
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const site = await visitor.newPage();
  await site.goto("/");
  const menu = site.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "About us" })).toBeVisible();
  if (backofficeShotsDir) await site.screenshot({ path: `${backofficeShotsDir}/site-header-menu-1280.png` });
  await site.setViewportSize({ width: 390, height: 844 });
  await site.getByRole("link", { name: "Open menu" }).click();
  await expect(site.getByRole("dialog").getByRole("link", { name: "About us" }).first()).toBeVisible();
  if (backofficeShotsDir) await site.screenshot({ path: `${backofficeShotsDir}/site-drawer-menu-390.png` });
  await visitor.close();

  await homeLeads(browser, title);

  // Games narrowed to "popular": the game takes the first place there, and the category's page follows.
  await page.getByRole("link", { name: "Games", exact: true }).click();
  await page.getByRole("searchbox", { name: "Title or identifier" }).fill(title);
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "popular", exact: true }).click();
  await page.getByRole("button", { name: "Search" }).click();
  const place = page.getByRole("textbox", {
    name: `Place of ${title} in popular (1 = first; empty: lobby rank order)`,
  });
  await place.fill("1");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
  await expect(place).toHaveValue("1");
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "games-category-place");
  await firstOn(browser, "/games/popularity", ".lobby__main", title);
  await place.fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
  await expect(place).toHaveValue("");

  // Put things back: the page leaves the header's menu, the game is no longer featured.
  await page.getByRole("link", { name: "Content", exact: true }).click();
  await header.getByRole("button", { name: "Hide About us from Header menu" }).click();
  await expect(header).not.toContainText("About us");
  await page.getByRole("link", { name: "Games", exact: true }).click();
  await page.getByRole("searchbox", { name: "Title or identifier" }).fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  const unfeature = page.getByRole("switch", { name: `${title} featured` });
  await unfeature.click({ force: true });
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
  await expect(unfeature).not.toBeChecked();
});
