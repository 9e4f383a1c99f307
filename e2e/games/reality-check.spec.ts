import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";
import { gameFrame, openGamePage, studioGame } from "./play-support.ts";

// The reality check reminds a player how long they have played, after an interval they set on the
// game history page. The page's clock is fast-forwarded instead of waiting a real minute.

test("the reality check shows after the player's interval, and Continue playing closes it", async ({ page }) => {
  await page.clock.install();
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("reality-check")));
  const game = await studioGame(page.request);

  await gotoHydrated(page, "/profile/history");
  const setting = page.getByRole("region", { name: "Reality check" });
  const minutes = setting.getByLabel("Remind me every (minutes)");
  await expect(minutes).toHaveValue(/^\d+$/);
  await minutes.fill("0");
  await setting.getByRole("button", { name: "Save" }).click();
  await expect(setting.getByText("Enter a whole number of minutes from 1 to 480.")).toBeVisible();
  await minutes.fill("1");
  await setting.getByRole("button", { name: "Save" }).click();
  await expect(setting.getByText("Saved. You will get a reality check every 1 minutes.")).toBeVisible();

  await openGamePage(page, `/games/${game.identifier}/${game.eurId}`);
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(gameFrame(page, game.title).getByRole("button", { name: "Spin", exact: true })).toBeVisible();
  const check = page.getByRole("dialog", { name: "Reality check" });
  await expect(check).toHaveCount(0);

  await page.clock.fastForward("01:05");
  await expect(check).toBeVisible();
  for (const figure of ["Time played", "Wagered", "Won", "Lost", "Net position"]) {
    await expect(check.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(check.getByText("€0.00").first()).toBeVisible();
  await expect(gameFrame(page, game.title).getByText("Paused by the casino page")).toBeVisible();
  await check.getByRole("button", { name: "Continue playing" }).click();
  await expect(check).toBeHidden();
  await expect(gameFrame(page, game.title).getByText("Paused by the casino page")).toHaveCount(0);

  // The next one comes an interval after Continue; Leave the game closes the session for the lobby.
  await page.clock.fastForward("00:30");
  await expect(check).toHaveCount(0);
  await page.clock.fastForward("00:45");
  await expect(check).toBeVisible();
  await check.getByRole("button", { name: "Leave the game" }).click();
  await expect(page).toHaveURL(/\/games$/);
});
