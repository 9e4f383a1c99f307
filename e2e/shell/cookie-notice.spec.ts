import { expect, test } from "@playwright/test";

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
