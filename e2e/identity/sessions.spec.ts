import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { e2eBaseUrl } from "../support/env.ts";
import { waitForMail } from "../support/mail.ts";
import { gotoHydrated } from "../support/page.ts";
import { getPlayer, STRONG_PASSWORD, signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

test("the profile shows the previous sign-in and ends another session", async ({ page }) => {
  const email = uniqueEmail("sessions");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));

  const otherDevice = await signInOnAnotherDevice(email);
  expect((await getPlayer(otherDevice)).status).toBe(200);

  await gotoHydrated(page, "/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByText("Previous sign-in")).toBeVisible();
  const sessions = page.getByRole("region", { name: "Active sessions" });
  await expect(sessions.getByRole("button", { name: "End session" })).toHaveCount(1);
  await sessions.getByRole("button", { name: "End session" }).click();
  await expect(sessions.getByRole("button", { name: "End session" })).toHaveCount(0);

  expect((await getPlayer(otherDevice)).status).toBe(401);
  expect((await getPlayer(page.request)).status).toBe(200);
  await otherDevice.dispose();
});

test("changing the password on the profile ends the other session and mails a notice", async ({ page }) => {
  const email = uniqueEmail("change-password");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  const otherDevice = await signInOnAnotherDevice(email);

  await gotoHydrated(page, "/profile");
  await page.getByRole("link", { name: "Change password" }).click();
  const section = page.getByRole("region", { name: "Change password" });
  await expect(section.getByLabel("Current password")).toBeInViewport();

  // A wrong current password is refused by the server, field by field.
  await section.getByLabel("Current password").fill("Not-my-password-1!");
  await section.getByLabel("New password", { exact: true }).fill("Another-Pass-2026!");
  await section.getByLabel("Confirm new password").fill("Another-Pass-2026!");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText("Password change error")).toBeVisible();
  await expect(section.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  // A mismatched confirmation is caught before anything is sent.
  await section.getByLabel("Current password").fill(STRONG_PASSWORD);
  await section.getByLabel("Confirm new password").fill("Another-Pass-2027!");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText("doesn't match Password")).toBeVisible();

  await section.getByLabel("Confirm new password").fill("Another-Pass-2026!");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText("Password changed successfully")).toBeVisible();
  await expect(section.getByLabel("Current password")).toHaveValue("");

  // This device stays signed in; the other one is out, and the sessions list says so.
  expect((await getPlayer(page.request)).status).toBe(200);
  expect((await getPlayer(otherDevice)).status).toBe(401);
  await expect(
    page.getByRole("region", { name: "Active sessions" }).getByRole("button", { name: "End session" }),
  ).toHaveCount(0);
  await waitForMail(email, /Your password was changed/);
  await otherDevice.dispose();
});

/** A second device (its own cookies) signed in to the player's account through the API. */
async function signInOnAnotherDevice(email: string): Promise<APIRequestContext> {
  const device = await playwrightRequest.newContext({ baseURL: e2eBaseUrl, userAgent: "Other device" });
  const signIn = await device.post("/api/users/sign_in", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: { user: { email, password: STRONG_PASSWORD } },
  });
  expect(signIn.status()).toBe(200);
  return device;
}
