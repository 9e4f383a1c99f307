import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// The games lobby over the demo catalog: about 5,000 games, the in-house studio's 12 first in
// popularity, served in pages of 60 (POST /api/games_filter) with "Load more" and the page count in
// the URL.

/** Opens a lobby URL and waits until it is interactive. */
async function openLobby(page: Page, url: string) {
  await gotoHydrated(page, url);
  await page.locator(".lobby").waitFor();
}

/** The position (1-based) of the tile nearest the middle of the screen (0: none on screen). */
function tileAtMiddle(page: Page): Promise<number> {
  return page.evaluate(() => {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const item of document.querySelectorAll(".game-grid > li[aria-posinset]")) {
      const rect = item.getBoundingClientRect();
      const distance = Math.abs(rect.top + rect.height / 2 - innerHeight / 2);
      if (rect.bottom > 0 && rect.top < innerHeight && distance < bestDistance) {
        bestDistance = distance;
        best = Number(item.getAttribute("aria-posinset"));
      }
    }
    return best;
  });
}

/** The result count the toolbar shows ("5,153 games" → 5153). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator(".lobby__count").textContent()) ?? "";
  const match = /([\d,]+) games?/.exec(text);
  if (!match) throw new Error(`no result count in "${text}"`);
  return Number((match[1] as string).replace(/,/g, ""));
}

/** The grid's tiles (its list items; a tile's badges are a list of their own). */
function tiles(page: Page) {
  return page.locator(".game-grid > li");
}

test("the lobby lists games with their thumbnails; a category and a provider page narrow it", async ({ page }) => {
  await openLobby(page, "/games");
  await expect(page.getByRole("heading", { level: 1, name: "All games" })).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(1000);

  const first = tiles(page).first();
  const image = first.getByRole("img");
  await expect(image).toHaveAttribute("src", /^\/api\/games\/thumbnails\/[a-z0-9-]+\/[a-z0-9-]+\.webp$/);
  await expect(image).toHaveAttribute("width", "300");
  await expect(image).toHaveAttribute("height", "400");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(first.getByRole("link", { name: /^Play / })).toHaveAttribute(
    "href",
    /^\/games\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/,
  );

  await page.getByRole("navigation", { name: "Game categories" }).getByRole("link", { name: "Roulette" }).click();
  await expect(page).toHaveURL(/\/games\/roulette$/);
  await expect(page.getByRole("heading", { level: 1, name: "Roulette" })).toBeVisible();
  const roulette = await resultCount(page);
  expect(roulette).toBeGreaterThan(0);
  expect(roulette).toBeLessThan(all);
  await expect(tiles(page).first()).toContainText(/Roulette/);

  await openLobby(page, "/games/all/croupier-studio");
  await expect(page.getByRole("heading", { level: 1, name: "Games by Croupier Studio" })).toBeVisible();
  const studio = await resultCount(page);
  expect(studio).toBeGreaterThan(0);
  expect(studio).toBeLessThan(all);
  for (const provider of await page.locator(".game-tile__provider").allTextContents()) {
    expect(provider).toBe("Croupier Studio");
  }

  const unknown = await page.goto("/games/all/no-such-provider");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("Oops,... page cannot be found")).toBeVisible();
});

test("a filter narrows the count, lives in the URL and survives a reload; clearing restores it", async ({ page }) => {
  await openLobby(page, "/games");
  const all = await resultCount(page);
  const filters = page.getByRole("complementary", { name: "Game filters" });
  await filters.getByRole("checkbox", { name: "Very high" }).check();
  await expect(page).toHaveURL(/[?&]volatilityRating=very-high/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const narrowed = await resultCount(page);
  await filters.getByRole("combobox", { name: "Payout (RTP)" }).selectOption("97");
  await expect(page).toHaveURL(/[?&]payout=97/);
  await expect.poll(() => resultCount(page)).toBeLessThan(narrowed);
  const both = await resultCount(page);

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(filters.getByRole("checkbox", { name: "Very high" })).toBeChecked();
  await expect(filters.getByRole("combobox", { name: "Payout (RTP)" })).toHaveValue("97");
  expect(await resultCount(page)).toBe(both);

  await filters.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/volatilityRating|payout/);
  await expect.poll(() => resultCount(page)).toBe(all);
});

test("the first page holds 60 games and Load more adds the next 60 with the page in the URL", async ({ page }) => {
  await openLobby(page, "/games");
  const total = await resultCount(page);
  await expect(tiles(page).first()).toHaveAttribute("aria-setsize", "60");
  await expect(page.getByText(`Showing 60 of ${total.toLocaleString("en")}`)).toBeVisible();
  // The studio's playable games lead the list.
  await expect(tiles(page).first().locator(".game-tile__provider")).toHaveText("Croupier Studio");

  await page.getByRole("link", { name: "Load more games" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByText(`Showing 120 of ${total.toLocaleString("en")}`)).toBeVisible();
  await expect(tiles(page).first()).toHaveAttribute("aria-setsize", "120");
  // Focus moves to the first game just loaded.
  await expect(page.locator('li[aria-posinset="61"] a').first()).toBeFocused();
});

test("many pages keep a small DOM: rows off screen are not in the page", async ({ page }) => {
  await openLobby(page, "/games?page=10");
  await expect(page.getByText(/^Showing 600 of /)).toBeVisible();
  await expect.poll(() => tiles(page).count()).toBeLessThan(120);
  await page.locator(".lobby__more").scrollIntoViewIfNeeded();
  await expect(page.locator('li[aria-posinset="600"]')).toHaveCount(1);
  const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  test.info().annotations.push({ type: "DOM nodes at page 10", description: String(domNodes) });
  expect(domNodes).toBeLessThan(3000);
});

test("a signed-in player stars a game and it stays starred after a reload", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("favourite")));
  await openLobby(page, "/games/all/croupier-studio");
  const star = tiles(page)
    .first()
    .getByRole("button", { name: /^Favourite: / });
  const name = (await star.getAttribute("aria-label")) as string;
  await expect(star).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse((response) => /\/api\/player\/favorite_games\/\d+/.test(response.url()));
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");

  // The Favourites view lists just that game.
  await page.getByRole("button", { name: "Favourites", exact: true }).click();
  await expect(page).toHaveURL(/[?&]favorites=1/);
  await expect.poll(() => resultCount(page)).toBe(1);
  await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
});

test("signed out, the star opens the sign-in modal", async ({ page }) => {
  await openLobby(page, "/games");
  await tiles(page)
    .first()
    .getByRole("button", { name: /^Favourite: / })
    .click();
  await expect(page).toHaveURL(/[?&]sign-in=modal/);
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the filters open in a drawer and the results follow", async ({ page }) => {
    await openLobby(page, "/games");
    const all = await resultCount(page);
    await expect(page.getByRole("complementary", { name: "Game filters" })).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    const studioBox = drawer.getByRole("checkbox", { name: "Croupier Studio" });
    await studioBox.check();
    await expect(studioBox).toBeChecked();
    await expect(page).toHaveURL(/[?&]providers=croupier-studio/);
    const show = drawer.getByRole("button", { name: /^Show \d+ games?$/ });
    await expect(show).not.toHaveText(`Show ${all.toLocaleString("en")} games`);
    await show.click();
    await expect(drawer).toBeHidden();
    const studio = await resultCount(page);
    expect(studio).toBeLessThan(all);
    // Closing gives focus back to the button that opened the drawer.
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused();
    const shown = await tiles(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(studio);
    for (const provider of await page.locator(".game-tile__provider").allTextContents()) {
      expect(provider).toBe("Croupier Studio");
    }
  });

  test("the footer is reachable: the lobby ends after its first page with Load more", async ({ page }) => {
    await openLobby(page, "/games");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(30_000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    await expect(page.getByRole("link", { name: "Load more games" })).toBeVisible();
  });

  test("after Load more, a reload and Back from a game keep the pages and the place", async ({ page }) => {
    await openLobby(page, "/games");
    await page.getByRole("link", { name: "Load more games" }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await page.getByRole("link", { name: "Load more games" }).click();
    await expect(page).toHaveURL(/[?&]page=3$/);
    await expect(tiles(page).first()).toHaveAttribute("aria-setsize", "180");

    // Scroll to the third page, as a player would, and remember the game in the middle.
    await page.evaluate(() => {
      const end = document.querySelector(".lobby__more")?.getBoundingClientRect().top ?? 0;
      window.scrollTo(0, window.scrollY + end - 2 * window.innerHeight);
    });
    await expect.poll(() => tileAtMiddle(page)).toBeGreaterThan(120);
    const before = await tileAtMiddle(page);

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText(/^Showing 180 of /)).toBeVisible();
    await expect.poll(() => tileAtMiddle(page)).toBeGreaterThan(120);
    expect(Math.abs((await tileAtMiddle(page)) - before)).toBeLessThanOrEqual(4);

    // Open the game in the middle, then come back.
    const middle = page.locator(`li[aria-posinset="${await tileAtMiddle(page)}"]`);
    await middle.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/games\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=3$/);
    await expect(page.getByText(/^Showing 180 of /)).toBeVisible();
    await expect.poll(() => tileAtMiddle(page)).toBeGreaterThan(120);
  });
});
