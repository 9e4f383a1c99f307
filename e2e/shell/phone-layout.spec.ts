import { expect, type Locator, test } from "@playwright/test";
import { studioGame } from "../games/play-support.ts";
import { gotoHydrated } from "../support/page.ts";

// On a phone, once: the Demo pill overlapped long game titles, the cookie notice covered the
// game's Spin button, and the ₿ sign showed as an empty box.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error("element not laid out");
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test("the Demo pill stays clear of every tile's title and provider", async ({ page }) => {
  await gotoHydrated(page, "/games/slots");
  const tiles = page.getByRole("article").filter({ has: page.getByRole("link", { name: /^Demo / }) });
  await expect(tiles.first()).toBeVisible();
  for (let index = 0; index < 6; index++) {
    const tile = tiles.nth(index);
    const demo = tile.getByRole("link", { name: /^Demo / });
    expect(await overlaps(demo, tile.locator(".game-tile__title"))).toBe(false);
    expect(await overlaps(demo, tile.locator(".game-tile__provider"))).toBe(false);
  }
});

test("the cookie notice does not cover the game", async ({ page, request }) => {
  const game = await studioGame(request);
  await gotoHydrated(page, `/games/${game.identifier}/${game.demoId}`);
  const notice = page.getByRole("button", { name: "Accept" });
  await expect(notice).toBeAttached();
  const stage = page.locator(".game-stage");
  await expect(stage).toBeVisible();
  expect(await overlaps(page.locator(".cookie-notice"), stage)).toBe(false);
});

test("the ₿ sign has a font that draws it", async ({ page }) => {
  await gotoHydrated(page, "/");
  const faces = await page.evaluate(async () => (await document.fonts.load('16px "Currency Signs"', "₿")).length);
  expect(faces).toBe(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Currency Signs"', "₿"))).toBe(true);
});
