import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, uniqueEmail } from "../support/players.ts";

// The games lobby (spec points 2, 3 and 9; DESIGN.md "Lobby" and "Game tile") over the demo
// catalog: about 5,000 games, the in-house studio's 12 first in popularity.

/** Opens a lobby URL and waits until the whole allowed list is in the browser. */
async function openLobby(page: Page, url: string) {
  await gotoHydrated(page, url);
  await page.locator(".lobby[data-catalog='ready']").waitFor();
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
  await page.locator(".lobby[data-catalog='ready']").waitFor();
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
  await page.locator(".lobby[data-catalog='ready']").waitFor();
  await expect(filters.getByRole("checkbox", { name: "Very high" })).toBeChecked();
  await expect(filters.getByRole("combobox", { name: "Payout (RTP)" })).toHaveValue("97");
  expect(await resultCount(page)).toBe(both);

  await filters.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/volatilityRating|payout/);
  await expect.poll(() => resultCount(page)).toBe(all);
});

test("the grid keeps a small DOM and renders further games as it scrolls", async ({ page }) => {
  await openLobby(page, "/games");
  const total = await resultCount(page);
  const initial = await tiles(page).count();
  expect(initial).toBeLessThanOrEqual(60);
  await expect(page.locator('li[aria-posinset="300"]')).toHaveCount(0);

  // Scroll down a screen at a time, as a player would, well past the first pages.
  const firstShown = async () => Number(await tiles(page).first().getAttribute("aria-posinset"));
  for (let step = 0; step < 40; step += 1) await page.mouse.wheel(0, 1200);
  await expect.poll(firstShown).toBeGreaterThan(300);
  const rendered = await tiles(page).count();
  expect(rendered).toBeLessThan(120);
  expect(await tiles(page).first().getAttribute("aria-setsize")).toBe(String(total));
  // The tile in the middle of the screen is a real one, with its art (the rendered rows above and
  // below the viewport hold lazy images the browser has not asked for yet).
  const position = await page.evaluate(() =>
    document
      .elementFromPoint(innerWidth / 2, innerHeight / 2)
      ?.closest("li[aria-posinset]")
      ?.getAttribute("aria-posinset"),
  );
  expect(Number(position)).toBeGreaterThan(300);
  const onScreen = page.locator(`li[aria-posinset="${position}"]`);
  await expect(onScreen.getByRole("img")).toBeVisible();
  // Thumbnails far down the list are drawn on their first request: give the server a moment.
  await expect
    .poll(() => onScreen.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  test.info().annotations.push({ type: "DOM nodes after scrolling", description: String(domNodes) });
  expect(domNodes).toBeLessThan(3000);
});

test("a signed-in player stars a game and it stays starred after a reload", async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail("favourite"));
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
  await page.locator(".lobby[data-catalog='ready']").waitFor();
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
});
