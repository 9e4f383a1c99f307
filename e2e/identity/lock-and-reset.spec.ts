import { expect, type Page, test } from "@playwright/test";
import { linkIn, waitForMail } from "../support/mail.ts";
import { gotoHydrated, openModal } from "../support/page.ts";
import {
  dismissIdleCallToAction,
  getPlayer,
  STRONG_PASSWORD,
  signUpViaApi,
  skipFirstDepositOffer,
  uniqueEmail,
} from "../support/players.ts";

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openModal(page, "/?sign-in=modal", "Sign in");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  return dialog;
}

test("failed sign-ins lock the account; the mailed link unlocks it", async ({ page }) => {
  // Seven sign-in dialogs (each a password hash on the server), a mail and the unlock page: past
  // 90 s while the full suite shares two cores (CI), so three times the usual time.
  test.slow();
  const email = uniqueEmail("lock");
  await dismissIdleCallToAction(page);
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  await page.context().clearCookies();

  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const dialog = await signIn(page, email, `Wrong-password-${attempt}!`);
    await expect(dialog.getByText("Invalid email or password.")).toBeVisible();
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  const fifth = await signIn(page, email, "Wrong-password-5!");
  await expect(fifth.getByText(/locked/i)).toBeVisible();
  // Even the right password is refused while locked.
  const locked = await signIn(page, email, STRONG_PASSWORD);
  await expect(locked.getByText(/locked/i)).toBeVisible();

  const mail = await waitForMail(email, /unlock/i);
  // Opening the link changes nothing: unlocking takes the page's button (a same-origin POST).
  await page.goto(linkIn(mail, "/users/unlock"));
  await page.getByRole("button", { name: "Unlock my account" }).click();
  await expect(page.getByText("User is unlocked")).toBeVisible();

  const dialog = await signIn(page, email, STRONG_PASSWORD);
  await expect(dialog).toBeHidden();
  expect((await getPlayer(page.request)).body?.email).toBe(email);
});

test("a forgotten password is reset from the mailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  await page.context().clearCookies();

  await gotoHydrated(page, "/users/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send instructions" }).click();
  const mail = await waitForMail(email, /password/i);

  await gotoHydrated(page, linkIn(mail, "/users/password/edit"));
  await page.getByLabel("New password", { exact: true }).fill("Another-Secret-9!");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Another-Secret-8!");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("doesn't match Password")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("Another-Secret-9!");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully")).toBeVisible();

  const oldPassword = await signIn(page, email, STRONG_PASSWORD);
  await expect(oldPassword.getByText("Invalid email or password.")).toBeVisible();
  const newPassword = await signIn(page, email, "Another-Secret-9!");
  await expect(newPassword).toBeHidden();
  expect((await getPlayer(page.request)).body?.email).toBe(email);
});
