import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { addAccount, balanceOf, depositByCard, getAccounts } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// The currency switch once stayed stuck and the header balance once lagged a
// withdrawal. The site keeps the player's accounts in one store (cashier/accounts-store.ts),
// refreshed after every money action; this repeats switch, switch back and withdraw several times
// and reads the header after each, with no reload in between.

const ROUNDS = 4;

function balancePill(page: Page) {
  return page.locator("header").getByRole("link", { name: /^Balance:/ });
}

async function switchTo(page: Page, code: RegExp, pill: string) {
  await balancePill(page).click();
  const dialog = page.getByRole("dialog", { name: "Currencies" });
  await dialog.getByRole("button", { name: code }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(balancePill(page)).toHaveAccessibleName(pill);
}

test("the header balance and the current currency follow every switch and withdrawal, round after round", async ({
  page,
}) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("accounts-refresh")));
  await depositByCard(page.request, "100");
  await addAccount(page.request, "BTC");
  await addAccount(page.request, "EUR");
  await gotoHydrated(page, "/withdraw");
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €100.00");

  const available = page.getByRole("region", { name: "Available to withdraw" });
  for (let round = 1; round <= ROUNDS; round += 1) {
    const left = `€${100 - 10 * round}.00`;
    await switchTo(page, /^BTC/, "Balance: 0 ₿");
    await expect(available.getByText("BTC", { exact: false }).first()).toBeVisible();
    await switchTo(page, /^EUR/, `Balance: €${100 - 10 * (round - 1)}.00`);

    const form = page.getByRole("region", { name: "Request a withdrawal" });
    await form.getByRole("radio", { name: "Skrill" }).check();
    await form.getByLabel("Amount, EUR").fill("10");
    await form.getByLabel("E-mail").fill("player@example.com");
    await form.getByRole("button", { name: "Request withdrawal" }).click();
    // At once, in the header and on the page: no reload, no waiting for a later navigation.
    await expect(balancePill(page)).toHaveAccessibleName(`Balance: ${left}`);
    await expect(available.getByText(left).first()).toBeVisible();
  }
  expect(await balanceOf(page.request, "EUR")).toBe(10_000 - 1000 * ROUNDS);
  expect((await getAccounts(page.request)).find((account) => account.active)?.currency).toBe("EUR");
});
