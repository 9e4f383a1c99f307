import { expect, test } from "@playwright/test";
import { gotoHydrated, openModal } from "../support/page.ts";
import {
  dismissIdleCallToAction,
  getPlayer,
  STRONG_PASSWORD,
  signUpViaApi,
  skipFirstDepositOffer,
  uniqueEmail,
} from "../support/players.ts";

test("self-exclusion from the responsible-gambling page in one click signs out and refuses sign-in", async ({
  page,
}) => {
  const email = uniqueEmail("self-exclusion");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  await dismissIdleCallToAction(page);

  await gotoHydrated(page, "/responsible-gambling");
  await page.getByRole("link", { name: "Self-exclude" }).click();
  const dialog = page.getByRole("dialog", { name: "Self-exclusion" });
  await expect(dialog.getByText("It cannot be shortened or lifted")).toBeVisible();
  await dialog.getByRole("radio", { name: "6 months" }).check();
  await dialog.getByRole("button", { name: "Confirm the self-exclusion" }).click();
  await expect(dialog.getByText(/Your self-exclusion has started\. You are signed out until/)).toBeVisible();
  expect((await getPlayer(page.request)).status).toBe(401);
  await page.keyboard.press("Escape");

  const signIn = await openModal(page, "/?sign-in=modal", "Sign in");
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn.getByText(/You have excluded yourself until .+ contact support to withdraw it/)).toBeVisible();
  expect((await getPlayer(page.request)).status).toBe(401);
});
