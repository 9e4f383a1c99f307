import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { studioGame } from "./play-support.ts";

// The games search modal: a case-insensitive substring of the title
// over the allowed list, at most 10 matches, each opening its game page.

test("typing part of a title in another case lists at most 10 games; a result opens its game page", async ({
  page,
}) => {
  await gotoHydrated(page, "/promotions");
  await page.getByRole("banner").getByRole("link", { name: "Search games" }).click();
  const dialog = page.getByRole("dialog", { name: "Search games" });
  const input = dialog.getByRole("searchbox", { name: "Game title" });
  await expect(input).toBeFocused();
  // Before typing: popular picks.
  await expect(dialog.getByRole("heading", { name: "Popular games" })).toBeVisible();

  await input.pressSequentially("rOuLeTT");
  const results = dialog.getByRole("region", { name: "Search results" }).getByRole("link");
  // The list follows the typing a frame behind (a deferred value): wait for the whole title's
  // matches, not an earlier prefix's ("rou" also finds "Carousel…").
  const titles = () => results.locator(".game-search__title").allTextContents();
  await expect
    .poll(async () => {
      const shown = await titles();
      return shown.length > 0 && shown.every((title) => title.toLowerCase().includes("roulett"));
    })
    .toBe(true);
  const count = await results.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  for (const title of await titles()) {
    expect(title.toLowerCase()).toContain("roulett");
  }
  await expect(dialog.getByText(/^\d+ games? found$/)).toBeVisible();

  const target = results.filter({ hasText: "Sparrow Roulette" });
  const href = (await target.getAttribute("href")) as string;
  expect(href).toMatch(/^\/games\/croupier-studio\/sparrow-roulette\/\d+$/);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("dialog", { name: "Search games" })).toBeHidden();
});

test("a query that matches nothing says so; arrows and Escape work from the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/?search-modal=modal");
  const dialog = page.getByRole("dialog", { name: "Search games" });
  const input = dialog.getByRole("searchbox", { name: "Game title" });
  await expect(input).toBeFocused();
  await input.fill("zqxj!(");
  await expect(dialog.getByText("No games match “zqxj!(”.")).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveCount(0);

  await input.fill("lantern");
  const first = dialog.getByRole("region", { name: "Search results" }).getByRole("link").first();
  await expect(first).toBeVisible();
  await input.press("ArrowDown");
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(input).toBeFocused();
  // In the field, Escape first clears it (the browser's search field), then closes the modal.
  await page.keyboard.press("Escape");
  await expect(input).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/search-modal/);
});

test("search works in another language with its own texts", async ({ page }) => {
  await gotoHydrated(page, "/es?search-modal=modal");
  const dialog = page.getByRole("dialog");
  const input = dialog.getByRole("searchbox", { name: "Título del juego" });
  // The modal's body is a lazy chunk: once it shows its popular picks it is live and takes typing.
  await expect(dialog.getByRole("heading", { name: "Juegos populares" })).toBeVisible();
  await input.fill("DICE");
  await expect(dialog.getByText(/^\d+ juegos? encontrados?$/)).toBeVisible();
  await expect(dialog.getByRole("link").first()).toHaveAttribute("href", /^\/es\/games\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/);
});

test("before typing, the games this browser opened last come first", async ({ page }) => {
  const game = await studioGame(page.request, "roulette");
  await gotoHydrated(page, `/games/${game.identifier}/${game.demoId}`);
  await expect(page.locator(`iframe[title="${game.title}"]`)).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Search games" }).click();
  const recent = page.getByRole("dialog", { name: "Search games" }).getByRole("region", { name: "Recently played" });
  await expect(recent.getByRole("heading", { name: "Recently played" })).toBeVisible();
  await expect(recent.getByRole("link").first()).toContainText(game.title);
});

test("a title typed into the server-rendered field before the search has loaded is kept and searched", async ({
  page,
}) => {
  // Hold the modal body's lazy chunk until the visitor has typed, so the field is still the
  // server-rendered one when the keys arrive.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/search-body-[^/]*\.js$/, async (route) => {
    held += 1;
    await typed;
    await route.continue();
  });

  await page.goto("/games?search-modal=modal");
  const dialog = page.getByRole("dialog", { name: "Search games" });
  const input = dialog.getByRole("searchbox", { name: "Game title" });
  await expect(input).toBeVisible();
  await input.pressSequentially("lAnTeRn");
  // The body is not live yet: its chunk is still held and nothing searched.
  await expect.poll(() => held).toBeGreaterThan(0);
  await expect(dialog.locator("[data-hydrated]")).toHaveCount(0);
  await expect(dialog.getByRole("region", { name: "Search results" })).toHaveCount(0);

  release();
  await dialog.locator("[data-hydrated]").waitFor({ state: "attached" });
  await expect(input).toHaveValue("lAnTeRn");
  await expect(input).toBeFocused();
  const results = dialog.getByRole("region", { name: "Search results" }).getByRole("link");
  await expect(results.first()).toBeVisible();
  for (const title of await results.locator(".game-search__title").allTextContents()) {
    expect(title.toLowerCase()).toContain("lantern");
  }
  await expect(dialog.getByText(/^\d+ games? found$/)).toBeVisible();
  // The caret stays at the end, so typing on adds to the title.
  await page.keyboard.type("s");
  await expect(input).toHaveValue("lAnTeRns");
});

test("opened by URL, the field has the focus once the search is live, even if the dialog focused its close button", async ({
  page,
}) => {
  let release = () => {};
  const blurred = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/search-body-[^/]*\.js$/, async (route) => {
    held += 1;
    await blurred;
    await route.continue();
  });
  await page.goto("/?search-modal=modal");
  const dialog = page.getByRole("dialog", { name: "Search games" });
  const input = dialog.getByRole("searchbox", { name: "Game title" });
  await expect(input).toBeVisible();
  await expect.poll(() => held).toBeGreaterThan(0);
  // As when the server streamed the loading placeholder first: the dialog opened with no field in
  // it and focused its close button.
  const close = dialog.getByRole("button", { name: "Close", exact: true });
  await close.focus();
  await expect(close).toBeFocused();

  release();
  await dialog.locator("[data-hydrated]").waitFor({ state: "attached" });
  await expect(input).toBeFocused();
  await page.keyboard.type("lantern");
  await expect(dialog.getByRole("region", { name: "Search results" }).getByRole("link").first()).toBeVisible();
});
