import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { gotoHydrated, openModal } from "../support/page.ts";
import {
  dismissIdleCallToAction,
  getPlayer,
  STRONG_PASSWORD,
  signOutViaApi,
  signUpViaApi,
  skipFirstDepositOffer,
  uniqueEmail,
} from "../support/players.ts";

// Two-factor sign-in end to end: the player turns it on in the profile (the secret read from the
// page, the code computed here with the same TOTP library the platform uses), then signs in with a
// code at the sign-in modal's code step.

const STEP_MS = 30_000;

function codeFor(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

/** A code is good once per 30-s step: wait for the step after `usedAt`'s. */
async function waitForNextStep(page: Page, usedAt: number): Promise<void> {
  const next = (Math.floor(usedAt / STEP_MS) + 1) * STEP_MS;
  const wait = next - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 250);
}

test("turn on two-factor sign-in in the profile, then sign in with a code", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("two-factor");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  await dismissIdleCallToAction(page);

  await gotoHydrated(page, "/profile");
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await section.locator("code").first().textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrolledAt = Date.now();
  await section.getByLabel("Authentication code").fill(codeFor(secret, enrolledAt));
  await section.getByRole("button", { name: "Turn on", exact: true }).click();

  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByText("Two-factor sign-in is on.")).toBeVisible();
  expect((await getPlayer(page.request)).body?.two_factor_enabled).toBe(true);

  await signOutViaApi(page.request);
  const dialog = await openModal(page, "/?sign-in=modal", "Sign in");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  const code = dialog.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  expect((await getPlayer(page.request)).status).toBe(401);

  await waitForNextStep(page, enrolledAt);
  await code.fill(codeFor(secret));
  await dialog.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in=modal/);
  expect((await getPlayer(page.request)).body).toMatchObject({ email, two_factor_enabled: true });
});
