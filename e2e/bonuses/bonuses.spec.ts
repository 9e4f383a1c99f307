import { expect, type Page, test } from "@playwright/test";
import { euros, gameFrame, openGamePage, sessionStats, studioGame } from "../games/play-support.ts";
import { gotoHydrated } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// The player's bonuses: a new player's €5 sign-up bonus activated with its terms in view, then
// wagered in the studio slot, the header balance following each round and the bonuses page showing
// the progress, all in one document (no reload).

const SIGN_UP_BONUS = "€5 sign-up bonus, no deposit needed";

function balancePill(page: Page) {
  return page.locator("header").getByRole("link", { name: /^Balance:/ });
}

test("a new player activates the sign-up bonus, sees its terms, wagers it and follows the progress", async ({
  page,
}) => {
  const player = await signUpViaApi(page.request, uniqueEmail("bonus-wager"));
  await skipFirstDepositOffer(page, player);
  await gotoHydrated(page, "/profile/bonuses");
  await expect(page.getByRole("heading", { name: "My bonuses", level: 1 })).toBeVisible();

  const card = page.getByRole("article", { name: SIGN_UP_BONUS });
  await expect(card.getByText("Ready to activate")).toBeVisible();
  // The terms before activation: 40× €5, at most €2 a bet, slots count fully.
  await expect(card.getByText("40× the bonus (€200.00)")).toBeVisible();
  await expect(card.getByText("€2.00")).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Slots" })).toHaveText("Slots 100%");
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €0.00");

  await card.getByRole("button", { name: "Activate" }).click();
  const progress = card.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expect(card.getByText("€0.00 of €200.00 wagered")).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("Wager by")).toBeVisible();
  await expect(card.getByText("40× the bonus (€200.00)")).toBeVisible();
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €5.00");

  // Play the studio slot for real money (the bonus money), in this same document from here on.
  const game = await studioGame(page.request);
  const sessionId = (await openGamePage(page, `/games/${game.identifier}/${game.eurId}`)) as number;
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const spin = gameFrame(page, game.title).getByRole("button", { name: "Spin", exact: true });
  for (const round of [1, 2, 3]) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
    await expect
      .poll(async () => (await sessionStats(page.request, sessionId)).rounds, { timeout: 15_000 })
      .toBe(round);
  }
  // The header balance follows the rounds live: €5 − stakes + wins, once the last round settled.
  let stats = await sessionStats(page.request, sessionId);
  await expect
    .poll(
      async () => {
        stats = await sessionStats(page.request, sessionId);
        return await balancePill(page).getAttribute("aria-label");
      },
      { timeout: 15_000 },
    )
    .toBe(`Balance: ${euros(500 + stats.net)}`);
  expect(stats.wagered).toBeGreaterThan(0);

  // To the bonuses through the account menu: the page shows the wagering the rounds counted.
  await page.locator("header .account-menu__button").click();
  await page.getByRole("menuitem", { name: "My bonuses" }).click();
  const leave = page.getByRole("dialog", { name: "Leave the game?" });
  await leave.getByRole("button", { name: "Leave the game" }).click();
  await expect(page).toHaveURL(/\/profile\/bonuses$/);
  const wagered = page.getByRole("article", { name: SIGN_UP_BONUS });
  await expect(wagered.getByText(`${euros(stats.wagered)} of €200.00 wagered`)).toBeVisible();
  await expect(wagered.getByText("Wagering", { exact: true })).toBeVisible();
  await expect(wagered.getByRole("progressbar")).toHaveAttribute(
    "aria-valuenow",
    String(Math.floor((stats.wagered * 100) / 20_000)),
  );
  await expect(balancePill(page)).toHaveAccessibleName(`Balance: ${euros(500 + stats.net)}`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the home banner's deposit applies the code DOUBLE and the deposit shows its terms", async ({ page }) => {
  const player = await signUpViaApi(page.request, uniqueEmail("bonus-banner"));
  await skipFirstDepositOffer(page, player);
  await gotoHydrated(page, "/");
  const banner = page.locator(".deposit-banner");
  await expect(banner.getByRole("link", { name: "Bonus terms apply" })).toHaveAttribute(
    "href",
    "/bonus-terms-and-conditions",
  );
  await banner.getByRole("link", { name: "Deposit" }).click();
  // The code is on the player's next deposit before the deposit (or the profile it needs) opens.
  await expect(page.getByRole("dialog")).toBeVisible();
  const stored = await page.request.get("/api/player", {
    headers: { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" },
  });
  expect((await stored.json()).deposit_bonus_code).toBe("DOUBLE");

  await gotoHydrated(page, "/?fiat-deposit=modal");
  const dialog = page.getByRole("dialog", { name: "Deposit" });
  await expect(dialog.getByText("DOUBLE", { exact: true })).toBeVisible();
  const terms = dialog.getByRole("region", { name: /^Terms of Deposit mission/ });
  await expect(terms.getByText("30× the bonus")).toBeVisible();
  await expect(terms.getByText(/100% up to €300\.00/)).toBeVisible();
  await expect(terms.getByRole("listitem").filter({ hasText: "Slots" })).toHaveText("Slots 100%");
  await expect(terms.getByText("€5.00")).toBeVisible();
});

test("a bonus wagered to release in the slot: the bonuses page and its header balance follow it live", async ({
  page,
  context,
}) => {
  const player = await signUpViaApi(page.request, uniqueEmail("bonus-release"));
  await skipFirstDepositOffer(page, player);
  await depositByCard(page.request, "20");
  // The bonuses page stays open in its own tab while the player plays in another.
  await gotoHydrated(page, "/profile/bonuses");
  await page.getByRole("textbox", { name: "Coupon code" }).fill("TASTER");
  await page.getByRole("button", { name: "Redeem" }).click();
  const card = page.getByRole("article", { name: "€1 taster bonus" });
  await card.getByRole("button", { name: "Activate" }).click();
  await expect(card.getByText("€0.00 of €2.00 wagered")).toBeVisible();
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €21.00");
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const table = await context.newPage();
  const game = await studioGame(table.request);
  const sessionId = (await openGamePage(table, `/games/${game.identifier}/${game.eurId}`)) as number;
  const frame = gameFrame(table, game.title);
  const spin = frame.getByRole("button", { name: "Spin", exact: true });
  // Either button, once the last spin is over.
  const play = frame.getByRole("button", { name: /^(Spin|Free spin)$/ });
  const freeSpin = frame.getByRole("button", { name: "Free spin", exact: true });
  const freeSpinsLeft = frame.getByText(/^Free spins: \d+ left$/);
  // Real money pays first, so every bet counts toward the €2 and the bonus's €1 waits untouched.
  let stats = await sessionStats(table.request, sessionId);
  for (let round = 1; stats.wagered < 200 && round <= 40; round += 1) {
    await expect(play).toBeEnabled({ timeout: 15_000 });
    // Three scatters start free spins (no stake, nothing to wager): play them out first.
    while (await freeSpin.isVisible()) {
      const left = (await freeSpinsLeft.count()) > 0 ? await freeSpinsLeft.textContent() : null;
      await freeSpin.click();
      await expect
        .poll(async () => ((await freeSpinsLeft.count()) > 0 ? await freeSpinsLeft.textContent() : null), {
          timeout: 15_000,
        })
        .not.toBe(left);
      await expect(play).toBeEnabled({ timeout: 15_000 });
    }
    const before = stats.rounds;
    await spin.click();
    await expect
      .poll(async () => (await sessionStats(table.request, sessionId)).rounds, { timeout: 15_000 })
      .toBeGreaterThan(before);
    stats = await sessionStats(table.request, sessionId);
  }
  expect(stats.wagered).toBeGreaterThanOrEqual(200);

  // The page in the other tab, never reloaded: completed, and the €1 is real money now.
  await expect(card.getByText("Completed", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(balancePill(page)).toHaveAccessibleName(`Balance: ${euros(2100 + stats.net)}`, { timeout: 15_000 });
  const accounts = await page.request.get("/api/player/accounts", {
    headers: { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" },
  });
  expect(await accounts.json()).toEqual([
    expect.objectContaining({ amount_cents: 2100 + stats.net, available_to_cashout_cents: 2100 + stats.net }),
  ]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
