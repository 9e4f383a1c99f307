import { expect, test } from "@playwright/test";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";
import { gameFrame, openGamePage, sessionStats, studioGame } from "./play-support.ts";

// The game-sessions-close modal (spec point 2): a real-money game left open in another tab is
// closed, once the player confirms, before the game opens here.

test("a game open in another tab is closed on confirmation before this tab plays", async ({ page, context }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("sessions-close")));
  const game = await studioGame(page.request);
  const path = `/games/${game.identifier}/${game.eurId}`;
  const first = await openGamePage(page, path);
  expect(first).not.toBeNull();

  const second = await context.newPage();
  await second.goto(path);
  const dialog = second.getByRole("dialog", { name: "Close your other game?" });
  await expect(dialog.getByText(game.title)).toBeVisible();
  await expect(dialog.getByText(/\(EUR\), opened .+ on a computer/)).toBeVisible();
  // Nothing opens until the player answers.
  await expect(second.locator("iframe")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close it and play here" }).click();

  await expect(gameFrame(second, game.title).getByRole("button", { name: "Spin", exact: true })).toBeVisible();
  await expect.poll(async () => (await sessionStats(second.request, first as number)).closed_at).not.toBeNull();
});
