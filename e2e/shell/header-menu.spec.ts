import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";

test.describe("a narrow desktop header in Russian", () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test("menu links that do not fit are neither shown nor focusable", async ({ page }) => {
    await gotoHydrated(page, "/ru/promotions");
    const menu = page.getByRole("banner").getByRole("navigation");
    const reachable = menu.getByRole("link");
    const count = await reachable.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(await menu.locator("a").count());
    for (let index = 0; index < count; index += 1) await expect(reachable.nth(index)).toBeInViewport({ ratio: 1 });
    // Keyboard: tabbing through the header never lands on a hidden link.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      if ((await focused.count()) === 1) await expect(focused).toBeVisible();
    }
  });
});
