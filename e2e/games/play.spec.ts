import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";
import { gameFrame, openGamePage, sessionStats, studioGame, unavailableGame } from "./play-support.ts";

// The game page: modes, launch errors and the confirmation before a real-money session closes.
// The studio's own screens (inside the iframe) are helper D2's; these tests use their accessible
// names ("Spin", "Roll") and the "Paused by the casino page" hint.

test("signed out, a studio game's demo opens in the iframe without a session clock", async ({ page }) => {
  const game = await studioGame(page.request);
  await openGamePage(page, `/games/${game.identifier}/${game.demoId}`);
  await expect(page.getByRole("heading", { level: 1, name: game.title })).toBeVisible();
  // The provider's display name links to its games.
  await expect(page.locator("main").getByRole("link", { name: "Croupier Studio", exact: true })).toHaveAttribute(
    "href",
    `/games/all/${game.provider}`,
  );
  const frame = page.locator(`iframe[title="${game.title}"]`);
  await expect(frame).toHaveAttribute("src", new RegExp(`^/studio/${game.slug}\\?token=`));
  await expect(frame).toHaveAttribute("allow", /fullscreen/);
  await expect(gameFrame(page, game.title).getByRole("button", { name: "Spin", exact: true })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByText("Net position")).toHaveCount(0);
  // The real/demo switch leads to the real-money page, which asks a visitor to sign in.
  const modes = page.getByRole("navigation", { name: "Play mode" });
  await expect(modes.getByText("Demo")).toHaveAttribute("aria-current", "page");
  await modes.getByRole("link", { name: "Real money" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.identifier}/${game.eurId}$`));
  await expect(page.getByRole("heading", { name: "Sign in to play for real money" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute(
    "href",
    /[?&]sign-in=modal/,
  );
  await page.getByRole("link", { name: "Play demo" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.identifier}/${game.demoId}$`));
  await expect(page.locator(`iframe[title="${game.title}"]`)).toBeVisible();
});

test("a game of a provider that is not connected shows Game unavailable with new games", async ({ page }) => {
  const game = await unavailableGame(page.request, "amatic");
  const id = game.eurId ?? game.demoId;
  // Signed out too: a real-money id once asked a visitor to sign in for a game nobody can open.
  await gotoHydrated(page, `/games/${game.identifier}/${id}`);
  await expect(page.getByText("Sign in to play for real money")).toHaveCount(0);
  const message = page.getByRole("alert").filter({ hasText: "Game unavailable" });
  await expect(message).toBeVisible();
  await expect(message).toContainText(game.title);
  await expect(message).toContainText("Games from Amatic are not available right now.");
  await expect(page.locator("iframe")).toHaveCount(0);
  const suggestions = page.getByRole("region", { name: "New games" });
  const tiles = suggestions.getByRole("article");
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  expect(count).toBeGreaterThanOrEqual(6);
  expect(count).toBeLessThanOrEqual(8);
  await expect(tiles.first().getByRole("link", { name: /^Play / })).toHaveAttribute(
    "href",
    /^\/games\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/,
  );
});

test("the game link opens the signed-in player's currency, else the demo; unknown games are 404", async ({ page }) => {
  const game = await studioGame(page.request);
  await gotoHydrated(page, `/game/${game.slug}`);
  await expect(page).toHaveURL(new RegExp(`/games/${game.identifier}/${game.demoId}$`));
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("game-link")));
  await gotoHydrated(page, `/es/game/${game.slug}`);
  await expect(page).toHaveURL(new RegExp(`/es/games/${game.identifier}/${game.eurId}$`));
  const missing = await page.goto(`/game/no-such-game-anywhere`);
  expect(missing?.status()).toBe(404);
  const wrongId = await page.goto(`/games/${game.identifier}/999999999`);
  expect(wrongId?.status()).toBe(404);
});

test("closing a real-money game asks for confirmation, and so does leaving by a link", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("close-game")));
  const game = await studioGame(page.request);
  const sessionId = await openGamePage(page, `/games/${game.identifier}/${game.eurId}`);
  expect(sessionId).not.toBeNull();
  await expect(page.getByRole("timer")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId("net-position")).toHaveText("€0.00");
  const spin = gameFrame(page, game.title).getByRole("button", { name: "Spin", exact: true });
  await expect(spin).toBeVisible();

  await page.getByRole("button", { name: "Close the game" }).click();
  const confirm = page.getByRole("dialog", { name: "Leave the game?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText("Time played")).toBeVisible();
  // The game is paused while the question is open.
  await expect(gameFrame(page, game.title).getByText("Paused by the casino page")).toBeVisible();
  await confirm.getByRole("button", { name: "Keep playing" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/games/${game.identifier}/${game.eurId}$`));
  await expect(gameFrame(page, game.title).getByText("Paused by the casino page")).toHaveCount(0);

  // Any in-site navigation is held too: the logo asks the same question.
  await page.locator("header").getByRole("link", { name: /home$/ }).click();
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/games/${game.identifier}/${game.eurId}$`));
  await confirm.getByRole("button", { name: "Leave the game" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await sessionStats(page.request, sessionId as number)).closed_at).not.toBeNull();
});

test("the bar's star adds the game to the player's favourites", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("favourite")));
  const game = await studioGame(page.request);
  await openGamePage(page, `/games/${game.identifier}/${game.demoId}`);
  const star = page.getByRole("button", { name: `Favourite: ${game.title}` });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(async () => {
      const response = await page.request.get("/api/player/favorite_games", {
        headers: { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" },
      });
      return (await response.json()) as number[];
    })
    .toContain(game.eurId);
});
