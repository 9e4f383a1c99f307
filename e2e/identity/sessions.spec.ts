import { expect, request as playwrightRequest, test } from "@playwright/test";
import { e2eBaseUrl } from "../support/env.ts";
import { gotoHydrated } from "../support/page.ts";
import { getPlayer, STRONG_PASSWORD, signUpViaApi, uniqueEmail } from "../support/players.ts";

test("the profile shows the previous sign-in and ends another session", async ({ page }) => {
  const email = uniqueEmail("sessions");
  await signUpViaApi(page.request, email);

  // A second device signs in through the API.
  const otherDevice = await playwrightRequest.newContext({ baseURL: e2eBaseUrl, userAgent: "Other device" });
  const signIn = await otherDevice.post("/api/users/sign_in", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: { user: { email, password: STRONG_PASSWORD } },
  });
  expect(signIn.status()).toBe(200);
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
