import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";

test("a modal opens from its query flag and closes by Escape, removing the flag", async ({ page }) => {
  await page.goto("/promotions?sign-in=modal");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]sign-in=/);
  await page.goBack();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("focus moves into the modal and returns to the opener", async ({ page }) => {
  // Opened by the page's script (before hydration the link loads the modal's address instead,
  // a new document with no opener to return to).
  await gotoHydrated(page, "/promotions");
  const opener = page.getByRole("banner").getByRole("link", { name: "Search games" });
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]search-modal=modal/);
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the left menu drawer opens as ?bar=modal", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Open menu" }).click();
  await expect(page).toHaveURL(/[?&]bar=modal/);
  await expect(page.getByRole("dialog")).toBeVisible();
});
