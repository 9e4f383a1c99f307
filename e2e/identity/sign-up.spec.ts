import { expect, test } from "@playwright/test";
import { linkIn, waitForMail } from "../support/mail.ts";
import { gotoHydrated, openModal } from "../support/page.ts";
import { dismissFirstDepositOffer, getPlayer, STRONG_PASSWORD, uniqueEmail } from "../support/players.ts";

test("a visitor signs up, confirms the e-mail from the mail link, and signs out", async ({ page }) => {
  const email = uniqueEmail("signup");
  await dismissFirstDepositOffer(page);
  const dialog = await openModal(page, "/?sign-up=modal", "Sign up");

  // Validation on blur, with the form's own messages.
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("Email").blur();
  await expect(dialog.getByText("enter in the correct format, like name@example.com")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("short");
  await dialog.getByLabel("Password", { exact: true }).blur();
  await expect(dialog.getByText("is too short (minimum is 8 characters)")).toBeVisible();

  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel("Currency").selectOption("EUR");
  await dialog.getByRole("checkbox", { name: /^I am 18 years old and I accept the/ }).check();
  await dialog.getByRole("button", { name: "Create account" }).click();

  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/sign-up=modal/);
  await expect(page.getByText(/confirm your e-mail/i)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveCount(0);

  const mail = await waitForMail(email, /confirm/i);
  // Opening the link changes nothing: the page asks for a click (a same-origin POST).
  await page.goto(linkIn(mail, "/users/confirmation"));
  const confirmButton = page.getByRole("button", { name: "Confirm my e-mail" });
  await expect(confirmButton).toBeVisible();
  expect((await getPlayer(page.request)).body?.confirmed_at ?? null).toBeNull();
  await confirmButton.click();
  await expect(page.getByText("Email is confirmed")).toBeVisible();
  expect((await getPlayer(page.request)).body?.confirmed_at).toEqual(expect.any(String));
  await page.goto("/");
  await expect(page.getByText(/confirm your e-mail/i)).toHaveCount(0);

  // The link works once only.
  await page.goto(linkIn(mail, "/users/confirmation"));
  await expect(page.getByText("Issues confirming your email")).toBeVisible();

  await gotoHydrated(page, "/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^signup-/ })
    .click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("an address can only be registered once", async ({ page }) => {
  const email = uniqueEmail("twice");
  await page.request.post("/api/users", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: {
      user: {
        email,
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        currency: "EUR",
        receive_promos: false,
        age_acceptance: true,
        terms_acceptance: true,
        groups: [],
      },
    },
  });
  await page.context().clearCookies();
  const dialog = await openModal(page, "/?sign-up=modal", "Sign up");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole("checkbox", { name: /^I am 18 years old and I accept the/ }).check();
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText("has already been taken")).toBeVisible();
});
