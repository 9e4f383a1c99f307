import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { shootAtBackofficeWidths, signInAndEnrolOnScreen } from "../support/backoffice.ts";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// Bonuses from the back office, by an admin of its own (serve.ts makes it): a coupon bonus created
// (a first try without its code refused, the API's words under the field), redeemed by a player on
// the site; paused after a confirmation, and its code is then refused on the site with a clear
// message; canceled after a confirmation that says what happens to bonuses already held. The loot
// boxes tab too. axe on each view. BACKOFFICE_SHOTS_DIR: screenshots at desktop and tablet widths.

const REFUSED = "This code's bonus is not available right now.";

/** A new player redeems `code` on the site's bonuses page; answers the page (its own browser context). */
async function redeemOnSite(browser: Browser, code: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = await signUpViaApi(page.request, uniqueEmail("bo-coupon"));
  await skipFirstDepositOffer(page, player);
  await gotoHydrated(page, "/profile/bonuses");
  await page.getByRole("textbox", { name: "Coupon code" }).fill(code);
  await page.getByRole("button", { name: "Redeem" }).click();
  return page;
}

test("an admin creates a coupon bonus a player redeems, pauses it so the code is refused, then cancels it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A code of its own each run: a kept PostgreSQL database holds the last run's.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const title = `Coupon ${code}`;
  await signInAndEnrolOnScreen(page, "bonuses-admin");

  await page.getByRole("navigation").getByRole("link", { name: "Bonuses", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bonuses", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Bonus definitions" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "bonuses");

  await page.getByRole("button", { name: "New bonus" }).click();
  const form = page.getByRole("dialog", { name: "New bonus" });
  await form.getByRole("textbox", { name: "Title (en)" }).fill(title);
  await form.getByRole("textbox", { name: "Title (es)" }).fill(`Cupón ${code}`);
  await form.getByRole("textbox", { name: "Fixed amount EUR" }).fill("3");
  await form.getByRole("textbox", { name: "Max. bet EUR" }).fill("2");
  // Without its code the API refuses, and the form shows its words under the field.
  await form.getByRole("button", { name: "Create bonus" }).click();
  await expect(form.getByText("must be completed for a coupon or deposit bonus")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole("textbox", { name: "Code" }).scrollIntoViewIfNeeded();
  await shootAtBackofficeWidths(page, "bonuses-form");
  await form.getByRole("textbox", { name: "Code" }).fill(code.toLowerCase());
  await form.getByRole("button", { name: "Create bonus" }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Live", { exact: true })).toBeVisible();
  await expect(row).toContainText(code);

  // The player redeems it on the site: the bonus waits to be activated.
  const first = await redeemOnSite(browser, code);
  await expect(first.getByRole("article", { name: title })).toBeVisible();
  await first.context().close();
  await page.reload();
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");

  // Scheduled to end in 2030: an end before the start is refused under the field first.
  await row.getByRole("button", { name: `Schedule: ${title}` }).click();
  const schedule = page.getByRole("dialog", { name: `Schedule ${title}` });
  await schedule.getByLabel("Starts").fill("2030-02-01T12:00");
  await schedule.getByLabel("Ends").fill("2030-01-01T12:00");
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(schedule.getByText("must be after the start")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "bonuses-schedule");
  await schedule.getByLabel("Starts").fill("");
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByRole("status")).toHaveText(`${title}: schedule saved.`);
  await expect(row.getByText(/^Until /)).toBeVisible();
  await expect(row.getByText("Live", { exact: true })).toBeVisible();

  // Paused after a confirmation: the next player's code is refused with a clear message.
  await row.getByRole("button", { name: `Pause: ${title}` }).click();
  const pause = page.getByRole("dialog", { name: `Pause ${title}` });
  await expect(pause.getByText(/Bonuses players already hold keep their terms/)).toBeVisible();
  await pause.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} paused: not offered, its code refused.`);
  await expect(row.getByText("Paused", { exact: true })).toBeVisible();
  const second = await redeemOnSite(browser, code);
  await expect(second.getByText(REFUSED)).toBeVisible();
  await expect(second.getByRole("article", { name: title })).toHaveCount(0);
  await second.context().close();
  await shootAtBackofficeWidths(page, "bonuses-paused");

  // The edit form says that bonuses already held keep their terms.
  await row.getByRole("button", { name: `Edit: ${title}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${title}` });
  await expect(edit.getByRole("textbox", { name: "Fixed amount EUR" })).toHaveValue("3.00");
  await expect(edit.getByText(/bonuses players already hold keep their terms/)).toBeVisible();
  await shootAtBackofficeWidths(page, "bonuses-edit");
  await edit.getByRole("button", { name: "Cancel", exact: true }).last().click();
  await expect(edit).toBeHidden();

  // Canceled for good, after a confirmation that says bonuses already held keep their terms.
  await row.getByRole("button", { name: `Cancel bonus: ${title}` }).click();
  const cancel = page.getByRole("dialog", { name: `Cancel ${title}` });
  await expect(cancel.getByText(/already hold keep their terms and can still be activated/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "bonuses-cancel");
  await cancel.getByRole("textbox", { name: "Reason" }).fill("Campaign over");
  await cancel.getByRole("button", { name: "Cancel bonus" }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} canceled.`);
  await expect(row.getByText("Canceled", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Loot boxes" }).click();
  await expect(page.getByRole("table", { name: "Loot boxes" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "VIP level-up loot box" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "bonuses-lootboxes");
});
