import { expect, test } from "@playwright/test";
import { gotoHydrated, openModal } from "../support/page.ts";
import {
  completeDepositProfile,
  dismissFirstDepositOffer,
  dismissIdleCallToAction,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../support/players.ts";

// The responsible-gambling tools a new player meets: the welcome modal right after sign-up (MGA),
// its way to the limits modal, a deposit limit set there (UKGC RTS 12), and a larger deposit then
// refused with the platform's text saying which limit binds.

test("after sign-up the welcome leads to the limits; a deposit limit then refuses a larger deposit", async ({
  page,
}) => {
  await dismissIdleCallToAction(page);
  const signUp = await openModal(page, "/?sign-up=modal", "Sign up");
  await signUp.getByLabel("Email").fill(uniqueEmail("deposit-limit"));
  await signUp.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await signUp.getByLabel("Currency").selectOption("EUR");
  await signUp.getByRole("checkbox", { name: /^I am 18 years old and I accept the/ }).check();
  await signUp.getByRole("button", { name: "Create account" }).click();

  // The welcome presents the tools and where to find them.
  const welcome = page.getByRole("dialog", { name: "Welcome" });
  await expect(welcome.getByRole("heading", { name: "Take a break or self-exclude" })).toBeVisible();
  await expect(welcome.getByRole("link", { name: "Reality check setting" })).toBeVisible();
  await welcome.getByRole("link", { name: "Set limits" }).click();

  // The limits modal opens on the deposit limit.
  const limits = page.getByRole("dialog", { name: "Limits" });
  await expect(limits.getByRole("radio", { name: "Deposit limit" })).toBeChecked();
  const day = limits.getByRole("region", { name: "24 hours" });
  await day.getByLabel("Amount per 24 hours (EUR)").fill("20");
  await day.getByRole("button", { name: "Set limit" }).click();
  await expect(day.getByText("Saved. The limit applies now.")).toBeVisible();
  await expect(day.getByText(/^€0\.00 of €20\.00 used/)).toBeVisible();

  // From here on the first-deposit offer (and nothing else) may cover the pages.
  await dismissFirstDepositOffer(page);
  await completeDepositProfile(page.request);
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner").getByRole("link", { name: "Deposit", exact: true });
  await header.click();
  const amount = page.getByRole("dialog", { name: "Deposit" });
  await amount.locator("[data-hydrated]").waitFor({ state: "attached" });
  // Before the first deposit the modal offers the limits too (RTS 12A), without blocking.
  await expect(amount.getByRole("link", { name: "Set a deposit limit" })).toBeVisible();
  await amount.getByRole("button", { name: "€100", exact: true }).click();
  await amount.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("dialog", { name: "Payment method" })
    .getByRole("button", { name: /Credit card/ })
    .click();
  const details = page.getByRole("dialog", { name: "Payment details" });
  await details.getByLabel("Card number").pressSequentially("4242424242424242");
  await details.getByLabel("Cardholder name").fill("Alexandra Moreau");
  await details.getByLabel("Expiry month").selectOption("12");
  await details.getByLabel("Expiry year").selectOption(String(new Date().getFullYear() + 2));
  await details.getByLabel("CVV").fill("123");
  await details.getByRole("button", { name: /^Pay / }).click();

  // Refused by the platform with the limit's own words; the player stays on the form.
  // (Which limit binds and what it allows: the amount as the platform words it, "€20" in English.)
  await expect(details.getByRole("alert")).toContainText(/deposit limit/i);
  await expect(details.getByRole("alert")).toContainText(/\b20\b/);
  await expect(page).not.toHaveURL(/deposit=success/);
});
