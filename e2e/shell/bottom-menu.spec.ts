import { expect, test } from "@playwright/test";

test.describe("at a phone viewport", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the bottom menu has its five entries and no tournaments", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Bottom menu" });
    await expect(menu).toBeVisible();
    const entries = menu.locator(":scope a, :scope button");
    await expect(entries).toHaveCount(5);
    for (const name of ["Home", "All games", "Sign up", "Promotions", "Search"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByText(/tournament/i)).toHaveCount(0);
    await menu.getByRole("link", { name: "Promotions" }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await menu.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/[?&]sign-up=modal/);
  });
});

test.describe("at a desktop viewport", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the bottom menu is hidden", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Bottom menu" })).toBeHidden();
  });
});
