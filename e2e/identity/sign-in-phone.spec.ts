import { expect, type Page, test } from "@playwright/test";
import { openModal } from "../support/page.ts";
import {
  STRONG_PASSWORD,
  signOutViaApi,
  signUpViaApi,
  skipFirstDepositOffer,
  uniqueEmail,
} from "../support/players.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function signIn(page: Page, email: string) {
  const dialog = await openModal(page, "/?sign-in=modal", "Sign in");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/sign-in=modal/);
}

test("on a phone, signing in closes the modal and the bottom menu offers Deposit — twice in a row", async ({
  page,
}) => {
  const email = uniqueEmail("phone");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  await signOutViaApi(page.request);

  for (let round = 0; round < 2; round += 1) {
    await signIn(page, email);
    const menu = page.getByRole("navigation", { name: "Bottom menu" });
    await expect(menu.getByRole("link", { name: "Deposit" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign up" })).toHaveCount(0);
    await signOutViaApi(page.request);
  }
});
