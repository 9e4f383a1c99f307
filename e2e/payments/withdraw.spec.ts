import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { balanceOf, depositByCard } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

test("a withdrawal is requested with the method's rules, listed as pending, then cancelled", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("withdraw")));
  await depositByCard(page.request, "50");
  await gotoHydrated(page, "/withdraw");
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
  const balance = page.getByRole("region", { name: "Available to withdraw" });
  await expect(balance.getByText("€50.00").first()).toBeVisible();

  const form = page.getByRole("region", { name: "Request a withdrawal" });
  await form.getByRole("radio", { name: "Skrill" }).check();
  const amount = form.getByLabel("Amount, EUR");
  await amount.fill("5");
  await amount.blur();
  await expect(form.getByText("Value must be greater than or equal to 10")).toBeVisible();
  await amount.fill("80");
  await expect(form.getByText("Insufficient funds")).toBeVisible();
  await amount.fill("20");
  const email = form.getByLabel("E-mail");
  await email.fill("player@");
  await email.blur();
  await expect(form.getByText("enter in the correct format, like name@example.com")).toBeVisible();
  await email.fill("player@example.com");
  await form.getByRole("button", { name: "Request withdrawal" }).click();

  await expect(page.getByText("Withdrawal requested")).toBeVisible();
  const pending = page.getByRole("region", { name: "Pending withdrawals" });
  await expect(pending.getByText("€20.00")).toBeVisible();
  await expect(balance.getByText("€30.00").first()).toBeVisible();
  expect(await balanceOf(page.request, "EUR")).toBe(3000);

  await pending.getByRole("button", { name: "Cancel withdrawal of €20.00" }).click();
  await expect(page.getByText("Withdrawal cancelled. The amount is back in your balance.")).toBeVisible();
  await expect(pending.getByText("No pending withdrawals.")).toBeVisible();
  await expect(balance.getByText("€50.00").first()).toBeVisible();
  const history = page.getByRole("region", { name: "Payment history" });
  await expect(history.getByText("Cancelled by you")).toBeVisible();
  await expect(history.getByText("Succeeded")).toBeVisible();
  expect(await balanceOf(page.request, "EUR")).toBe(5000);
});

test("the account menu leads to the withdraw page", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("withdraw-menu")));
  await gotoHydrated(page, "/");
  await page
    .locator("header")
    .getByRole("button", { name: /^withdra/ })
    .click();
  await page.getByRole("menuitem", { name: "Withdraw" }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByText("There is nothing to withdraw in EUR yet.")).toBeVisible();
});

test("signed out, the withdraw page asks to sign in", async ({ page }) => {
  await gotoHydrated(page, "/withdraw");
  await expect(page).toHaveURL(/\/withdraw\?sign-in=modal$/);
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Sign in to withdraw your winnings and see your payments.")).toBeVisible();
});
