import { expect, type Page, test } from "@playwright/test";
import { openModal } from "../support/page.ts";
import { getAccounts } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

/** The header's balance pill (it opens currency management). */
function balancePill(page: Page) {
  return page.locator("header").getByRole("link", { name: /^Balance:/ });
}

test("a currency is added and selected, then switched back; the header balance follows", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("currency")));
  const dialog = await openModal(page, "/?currency-management=modal", "Currencies");
  await expect(dialog.getByRole("button", { name: /EUR/ })).toHaveAttribute("aria-current", "true");
  await expect(balancePill(page)).toHaveAccessibleName(/€0\.00/);

  await dialog.getByRole("button", { name: "Add currency" }).click();
  await expect(dialog.getByRole("region", { name: "Crypto" })).toBeVisible();
  await dialog.getByRole("button", { name: "BTC Bitcoin" }).click();
  await expect(page.getByText("Currency added and selected")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(balancePill(page)).toHaveAccessibleName("Balance: 0 ₿");

  await balancePill(page).click();
  const again = page.getByRole("dialog", { name: "Currencies" });
  await expect(again.getByRole("button", { name: /BTC/ })).toHaveAttribute("aria-current", "true");
  await again.getByRole("button", { name: /EUR/ }).click();
  await expect(page.getByText("Currency switched")).toBeVisible();
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €0.00");
  expect((await getAccounts(page.request)).find((account) => account.active)?.currency).toBe("EUR");
});

test("FUN is added as play money and the real currency stays current", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("fun")));
  const dialog = await openModal(page, "/?currency-management=modal", "Currencies");
  await dialog.getByRole("button", { name: "Add currency" }).click();
  const playMoney = dialog.getByRole("region", { name: "Play money" });
  await expect(playMoney.getByText("For demo games only")).toBeVisible();
  await playMoney.getByRole("button", { name: /^FUN/ }).click();
  await expect(page.getByText("Your current currency stays EUR.")).toBeVisible();
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €0.00");
  const accounts = await getAccounts(page.request);
  expect(accounts.map((account) => account.currency).sort()).toEqual(["EUR", "FUN"]);
  expect(accounts.find((account) => account.active)?.currency).toBe("EUR");
});
