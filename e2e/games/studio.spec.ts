import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";

// The studio's game screens, opened the way the game page opens them: a demo (FUN) launch gives
// /studio/<slug>?token=…, shown here on its own instead of inside the game page's iframe.

const API_HEADERS = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

async function demoUrl(request: APIRequestContext, slug: string): Promise<string> {
  const allowed = await (await request.get("/api/games/allowed_desktop", { headers: API_HEADERS })).json();
  const id = allowed[`croupier-studio/${slug}`].real.FUN.id as number;
  const launch = await request.get(`/api/games/${id}/play?device=desktop`, { headers: API_HEADERS });
  expect(launch.ok()).toBe(true);
  return (await launch.json()).url as string;
}

async function openDemo(page: Page, slug: string): Promise<void> {
  await gotoHydrated(page, await demoUrl(page.request, slug));
  await page.locator("[data-ready]").waitFor();
}

/** An amount shown on the screen ("1,001.90 demo credits") in minor units. */
async function minorUnits(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).innerText()).replace(/demo credits/, "").trim();
  return Math.round(Number(text.replace(/,/g, "")) * 100);
}

function announcer(page: Page) {
  return page.getByTestId("studio-announcer");
}

test("a demo slot spin moves the balance by win − stake and announces the result", async ({ page }) => {
  await openDemo(page, "lantern-tide");
  await expect(page.getByRole("heading", { name: "Lantern Tide" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Reel 1" }).getByRole("listitem")).toHaveCount(3);
  const before = await minorUnits(page, "studio-balance");
  const stake = await minorUnits(page, "studio-bet");
  expect(stake).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Spin", exact: true }).click();
  await expect(announcer(page)).toHaveText(/pays|No win|free spins/);
  const win = await minorUnits(page, "studio-last-win");
  await expect.poll(() => minorUnits(page, "studio-balance")).toBe(before - stake + win);
  // The paytable states the title's figures.
  await page.getByText("Paytable and rules").click();
  await expect(page.getByText("20 paylines", { exact: false })).toBeVisible();
  await expect(page.getByText("Return to player: 95.67 %.")).toBeVisible();
});

test("a dice roll at a chosen chance shows its target and multiplier, then the roll", async ({ page }) => {
  await openDemo(page, "pebble-dice");
  await page.getByRole("button", { name: "Over" }).click();
  const chance = page.getByLabel("Win chance (%)");
  await chance.fill("25");
  await expect(page.getByTestId("dice-target")).toHaveText("> 74.99");
  await expect(page.getByTestId("dice-multiplier")).toHaveText("×3.9600");
  const before = await minorUnits(page, "studio-balance");
  const stake = await minorUnits(page, "studio-bet");

  await page.getByRole("button", { name: "Roll", exact: true }).click();
  await expect(announcer(page)).toHaveText(/^Rolled \d+\.\d\d, (not )?over 74\.99/);
  const rolled = Number(await page.getByTestId("dice-roll").locator(".dice__number").innerText());
  const win = await minorUnits(page, "studio-last-win");
  expect(win).toBe(rolled > 74.99 ? Math.floor((stake * 9_900) / 2_500) : 0);
  await expect.poll(() => minorUnits(page, "studio-balance")).toBe(before - stake + win);
});

test("a roulette straight bet and a red bet are spun and paid per bet", async ({ page }) => {
  await openDemo(page, "meridian-roulette");
  const table = page.getByRole("group", { name: "Betting table" });
  await table.getByRole("button", { name: "17 black", exact: true }).click();
  await table.getByRole("button", { name: "Red", exact: true }).click();
  await expect(table.getByRole("button", { name: "17 black, 0.10 placed" })).toBeVisible();
  await expect(page.getByTestId("studio-bet")).toHaveText("0.20");
  const before = await minorUnits(page, "studio-balance");

  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(announcer(page)).toHaveText(/^The ball lands on \d+ (red|black|green)\./);
  const pocket = Number(await page.getByTestId("roulette-pocket").locator(".roulette__number").innerText());
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
  const expected = (pocket === 17 ? 360 : 0) + (red ? 20 : 0);
  await expect(page.locator(".roulette__bets li")).toHaveCount(2);
  await expect.poll(() => minorUnits(page, "studio-balance")).toBe(before - 20 + expected);
});

test("roulette split, corner and six line bets sit on the lines of the felt and are settled per bet", async ({
  page,
}) => {
  await openDemo(page, "meridian-roulette");
  const table = page.getByRole("group", { name: "Betting table" });
  const corner = table.getByRole("button", { name: "Corner 17, 18, 20, 21", exact: true });
  // Pointing at a line spot lights the numbers it covers.
  await corner.hover();
  await expect(table.locator(".felt__spot--covered")).toHaveCount(4);
  await table.getByRole("button", { name: "Split 17/20", exact: true }).click();
  await corner.click();
  await table.getByRole("button", { name: "Six line 13–18", exact: true }).click();
  await table.getByRole("button", { name: "Six line 13–18, 0.10 placed" }).click();
  const split = table.getByRole("button", { name: "Split 17/20, 0.10 placed" });
  await expect(split.getByText("0.1", { exact: true })).toBeVisible();
  await expect(table.getByRole("button", { name: "Corner 17, 18, 20, 21, 0.10 placed" })).toBeVisible();
  await expect(page.getByTestId("studio-bet")).toHaveText("0.40");
  const before = await minorUnits(page, "studio-balance");

  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(announcer(page)).toHaveText(/^The ball lands on \d+ (red|black|green)\./);
  const pocket = Number(await page.getByTestId("roulette-pocket").locator(".roulette__number").innerText());
  const expected =
    ([17, 20].includes(pocket) ? 180 : 0) +
    ([17, 18, 20, 21].includes(pocket) ? 90 : 0) +
    (pocket >= 13 && pocket <= 18 ? 120 : 0);
  const bets = page.locator(".roulette__bets li");
  await expect(bets).toHaveText([
    /^Split 17\/20 · 0\.10 /,
    /^Corner 17, 18, 20, 21 · 0\.10 /,
    /^Six line 13–18 · 0\.20 /,
  ]);
  await expect.poll(() => minorUnits(page, "studio-balance")).toBe(before - 40 + expected);
});

test("on a phone the bet-type picker draws one type's line spots large enough to tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page, "meridian-roulette");
  const table = page.getByRole("group", { name: "Betting table" });
  const split = table.getByRole("button", { name: "Split 17/20", exact: true });
  await expect(split).toBeHidden();
  await page.getByRole("button", { name: /^Split/ }).click();
  await expect(page.getByText("Tap the line between two numbers.")).toBeVisible();
  const box = await split.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(30);
  await split.click();
  await page.getByRole("button", { name: /^Street/ }).click();
  await expect(split).toBeHidden();
  await table.getByRole("button", { name: "Street 13–15", exact: true }).click();
  await page.getByRole("button", { name: /^Straight/ }).click();
  await table.getByRole("button", { name: "0 green", exact: true }).click();
  await expect(page.getByTestId("studio-bet")).toHaveText("0.30");
  await expect(table.getByRole("button", { name: /, 0\.10 placed$/ })).toHaveCount(3);
});

test("a round is verified after rotating the seed, on the screen and on the public page", async ({ page }) => {
  await openDemo(page, "pebble-dice");
  await page.getByText("Provably fair").click();
  const seed = `e2e-${Date.now()}`;
  await page.getByLabel("Client seed").fill(seed);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Client seed saved")).toBeVisible();

  await page.getByRole("button", { name: "Roll", exact: true }).click();
  await expect(announcer(page)).toHaveText(/^Rolled/);
  const rolled = await page.getByTestId("dice-roll").locator(".dice__number").innerText();
  const round = page.locator(".fair__play").first();
  await round.getByRole("button", { name: "Verify" }).click();
  await expect(round.getByText(/still secret/)).toBeVisible();

  await page.getByRole("button", { name: "Rotate seed" }).click();
  const revealed = await page.getByTestId("revealed-seed").innerText();
  expect(revealed).toMatch(/^[0-9a-f]{64}$/);
  await round.getByRole("button", { name: "Verify" }).click();
  await expect(round.getByText(/^Valid: the replay/)).toBeVisible();

  // The public page, filled in from the round's link, replays the same roll.
  const href = await round.getByRole("link", { name: "Open in verifier" }).getAttribute("href");
  await gotoHydrated(page, href ?? "");
  await expect(page.getByLabel("Server seed", { exact: true })).toHaveValue(revealed);
  await expect(page.getByLabel("Client seed")).toHaveValue(seed);
  await page.getByRole("button", { name: "Verify" }).click();
  const result = page.getByTestId("verify-result");
  await expect(result.getByText("Valid", { exact: true })).toBeVisible();
  await expect(page.getByTestId("verify-summary")).toContainText(`Roll ${rolled}.`);

  // One changed character and the seed no longer matches its committed hash.
  const tampered = `${revealed.slice(0, -1)}${revealed.endsWith("0") ? "1" : "0"}`;
  await page.getByLabel("Server seed", { exact: true }).fill(tampered);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(result.getByText("Invalid", { exact: true })).toBeVisible();
});

test("an unknown or expired token says the session has ended", async ({ page }) => {
  await gotoHydrated(page, "/studio/lantern-tide?token=not-a-token");
  await expect(page.getByRole("heading", { name: "This game session has ended" })).toBeVisible();
});
