import { type Browser, expect, type Page, test } from "@playwright/test";
import { shootAtBackofficeWidths, signInAndEnrolOnScreen } from "../support/backoffice.ts";
import { gotoHydrated } from "../support/page.ts";

// The games catalogue end to end, with an admin of its own (serve.ts makes it): the admin disables
// a game in the back office's Games area and the site's search no longer finds it, then enables it
// again and it is back. The game is the lobby's last one with a title no other game shares, so no
// other test depends on it. BACKOFFICE_SHOTS_DIR: screenshots at desktop and tablet widths.

/**
 * The last game of the site's search index (the visitor's currency, desktop) whose title is its own
 * and not the in-house studio's: no other test opens it.
 */
async function quietGame(page: Page): Promise<string> {
  const ip = await page.request.get("/api/current_ip", { headers: { accept: "application/vnd.s.v1+json" } });
  const currency = ((await ip.json()) as { default_currency?: string }).default_currency ?? "EUR";
  const response = await page.request.get(`/api/games/search_index?device=desktop&currency=${currency}`);
  const index = (await response.json()) as { providers: string[]; games: [number, string, number, string?][] };
  const counts = new Map<string, number>();
  for (const [, title] of index.games) counts.set(title, (counts.get(title) ?? 0) + 1);
  const candidates = index.games.filter(
    ([provider, title]) => index.providers[provider] !== "croupier-studio" && counts.get(title) === 1,
  );
  const last = candidates.at(-1);
  if (!last) throw new Error("no game to disable");
  return last[1];
}

/** Whether the site's search (a fresh visitor, nothing cached) lists `title`. */
async function siteFinds(browser: Browser, title: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await gotoHydrated(page, "/?search-modal=modal");
    const dialog = page.getByRole("dialog", { name: "Search games" });
    await dialog.getByRole("searchbox", { name: "Game title" }).fill(title);
    const results = dialog.getByRole("region", { name: "Search results" }).getByRole("link", { name: title });
    const none = dialog.getByText(`No games match “${title}”.`);
    await expect(results.or(none).first()).toBeVisible();
    return (await results.count()) > 0;
  } finally {
    await context.close();
  }
}

test("an admin disables a game and the site's search loses it, then enables it again", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = await quietGame(page);
  expect(await siteFinds(browser, title)).toBe(true);

  await signInAndEnrolOnScreen(page, "catalog-admin");

  await page.getByRole("navigation").getByRole("link", { name: "Games", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Games", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Title or identifier" }).fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const enabled = page.getByRole("switch", { name: `${title} enabled` });
  await expect(enabled).toBeChecked();
  await shootAtBackofficeWidths(page, "games");
  await enabled.click({ force: true });
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
  await expect(enabled).not.toBeChecked();
  expect(await siteFinds(browser, title)).toBe(false);

  await enabled.click({ force: true });
  await expect(enabled).toBeChecked();
  expect(await siteFinds(browser, title)).toBe(true);

  await page.getByRole("navigation").getByRole("link", { name: "Providers", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Providers", level: 1 })).toBeVisible();
  await shootAtBackofficeWidths(page, "providers");
});
