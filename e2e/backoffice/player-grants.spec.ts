import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import {
  openPlayer360,
  searchPlayerByEmail,
  shootAtBackofficeWidths,
  signInAndEnrolThroughApi,
} from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { seededOperator } from "../support/operators.ts";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// A promotion granted from the player 360, end to end: a player signs up on the site; an admin of
// this test's own (serve.ts makes it) finds them by e-mail, opens the 360 and grants the "Free
// spins package" with a reason, then a €10 bonus that the 360's Bonuses tab shows at once; the
// player then sees the spins, ready to activate, on the site's bonuses page. BACKOFFICE_SHOTS_DIR: screenshots at desktop and tablet widths.

const PACKAGE = "Free spins package";

test("an admin grants free spins from the player 360 and the player sees them on the site", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const playerContext = await browser.newContext({ baseURL: e2eBaseUrl });
  const playerPage = await playerContext.newPage();
  const playerEmail = uniqueEmail("granted");
  const player = await signUpViaApi(playerPage.request, playerEmail);

  await signInAndEnrolThroughApi(page.request, seededOperator("grants-admin"));
  await page.goto("/backoffice/players");
  const found = await searchPlayerByEmail(page, playerEmail);
  await openPlayer360(page, found, playerEmail);

  await page.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Grant promotion" }).click();
  const dialog = page.getByRole("dialog", { name: `Grant a promotion to ${playerEmail}` });
  await expect(dialog.getByText("Granted in EUR, the player's currency.", { exact: false })).toBeVisible();
  // Nothing chosen: the form says so and posts nothing.
  await dialog.getByLabel("Reason").fill("Goodwill: the game stalled during the player's session.");
  await dialog.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(dialog.getByText("Required.")).toBeVisible();

  await dialog.getByText("Free spins", { exact: true }).click();
  await dialog.getByRole("combobox", { name: "Definition" }).click();
  await page.getByRole("option", { name: new RegExp(`^${PACKAGE} · 20 spins on lantern-tide`) }).click();
  await expect(dialog.getByRole("combobox", { name: "Definition" })).toHaveValue(/^Free spins package/);
  await shootAtBackofficeWidths(page, "player-grant-dialog");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`Granted: ${PACKAGE}.`);
  await expect(dialog).toBeHidden();
  // A bonus too: the 360's Bonuses tab shows it at once, waiting for the player to activate it.
  await page.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Grant promotion" }).click();
  await expect(dialog.getByRole("combobox", { name: "Definition" })).toHaveValue("");
  await expect(dialog.getByRole("radio", { name: "Bonus" })).toBeChecked();
  await dialog.getByRole("combobox", { name: "Definition" }).click();
  await page.getByRole("option", { name: /^€10 coupon bonus · 10\.00 EUR, wager \d+×$/ }).click();
  await dialog.getByLabel("Reason").fill("Birthday gift.");
  await dialog.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Granted: €10 coupon bonus.");
  await page.getByRole("tab", { name: "Bonuses" }).click();
  await expect(page.getByRole("row").filter({ hasText: "€10 coupon bonus" })).toContainText("10.00 EUR");
  await page.getByRole("tab", { name: "Audit trail" }).click();
  // Both grants are in the audit trail with their reasons.
  const audited = page.getByRole("row").filter({ hasText: "player.promotion_granted" });
  await expect(audited).toHaveCount(2);
  await expect(audited.filter({ hasText: /reason: Goodwill: the game stalled/i })).toContainText("kind: freespins");
  await expect(audited.filter({ hasText: /reason: Birthday gift\./i })).toContainText("kind: bonus");
  await shootAtBackofficeWidths(page, "player-grant-done");
  await expectNoSeriousAxeViolations(page);

  // The player's bonuses page lists the spins, ready to activate.
  await skipFirstDepositOffer(playerPage, player);
  await gotoHydrated(playerPage, "/profile/bonuses");
  const spins = playerPage.getByRole("region", { name: "Free spins" });
  const card = spins.getByRole("listitem").filter({ hasText: PACKAGE });
  await expect(card).toContainText("20 free spins");
  await expect(card).toContainText("Ready to activate");
  await playerContext.close();
});
