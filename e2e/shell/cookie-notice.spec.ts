import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/page.ts";

test("the cookie notice is dismissed once and remembered", async ({ page }) => {
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button").first().click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  await page.goto("/ru/promotions");
  await expect(page.getByRole("region", { name: /cookie/i })).toHaveCount(0);
});

test("accepted before the page's scripts have arrived, the notice goes once they have", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/promotions");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.getByRole("button", { name: "Accept" }).click();
  // The browser did not submit the notice's form itself (no reload, no query).
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  releaseScripts();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
});
