import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { balanceOf, depositByCard } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";
import { euros, gameFrame, sessionStats, signedEuros, studioGame } from "./play-support.ts";

test("a game found through the search modal plays for real money: the balance and the net position move, the history lists the rounds", async ({
  page,
}) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("history")));
  await depositByCard(page.request, "50");
  const game = await studioGame(page.request);

  // Find it the way a player would: the header's search, part of the title in another case.
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Search games" }).click();
  const search = page.getByRole("dialog", { name: "Search games" });
  await search.getByRole("searchbox", { name: "Game title" }).pressSequentially(game.title.slice(0, 6).toUpperCase());
  const launched = page.waitForResponse((response) => /\/api\/games\/\d+\/play/.test(response.url()));
  await search
    .getByRole("region", { name: "Search results" })
    .getByRole("link")
    .filter({ hasText: game.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.identifier}/${game.eurId}$`));
  const launch = await launched;
  expect(launch.ok()).toBe(true);
  const sessionId = ((await launch.json()) as { session_id: number | null }).session_id as number;
  expect(sessionId).not.toBeNull();
  const header = page.locator("header");
  await expect(header.getByRole("link", { name: "Balance: €50.00" })).toBeVisible();

  const spin = gameFrame(page, game.title).getByRole("button", { name: "Spin", exact: true });
  for (const round of [1, 2]) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
    await expect
      .poll(async () => (await sessionStats(page.request, sessionId)).rounds, { timeout: 15_000 })
      .toBe(round);
  }
  // A round counts from its bet; its win follows a moment later. Wait until the session's figures
  // and the page agree (the second play has settled), then check them.
  let stats = await sessionStats(page.request, sessionId);
  await expect
    .poll(
      async () => {
        stats = await sessionStats(page.request, sessionId);
        return (await page.getByTestId("net-position").textContent()) === signedEuros(stats.net);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(stats.wagered).toBeGreaterThan(0);
  const balance = await balanceOf(page.request, "EUR");
  expect(balance).toBe(5_000 + stats.net);
  await expect(header.getByRole("link", { name: `Balance: ${euros(balance)}` })).toBeVisible();

  await page.getByRole("button", { name: "Close the game" }).click();
  await page.getByRole("dialog", { name: "Leave the game?" }).getByRole("button", { name: "Leave the game" }).click();
  await expect(page).toHaveURL(/\/games$/);

  await gotoHydrated(page, "/profile/history");
  await expect(page.getByRole("heading", { level: 1, name: "Account history" })).toBeVisible();
  const rounds = page.getByRole("table");
  await expect(rounds.getByRole("row")).toHaveCount(3);
  await expect(rounds.getByRole("link", { name: game.title }).first()).toHaveAttribute("href", `/game/${game.slug}`);
  await expect(rounds.getByRole("cell", { name: "EUR" })).toHaveCount(2);
  await expect(rounds.getByText("Finished")).toHaveCount(2);
  await expect(rounds.getByRole("cell", { name: euros(balance) }).first()).toBeVisible();
});

test("signed out, the game history asks to sign in", async ({ page }) => {
  await gotoHydrated(page, "/profile/history");
  await expect(page.getByText("Sign in to see the games you played")).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", /sign-in=modal/);
});

test("a new player's history is empty and offers the lobby", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("history-empty")));
  await gotoHydrated(page, "/profile/history");
  await expect(page.getByText("No rounds yet.")).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Browse games" })).toHaveAttribute("href", "/games");
});
