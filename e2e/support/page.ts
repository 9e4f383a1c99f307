import type { Locator, Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so typing and blur events reach the forms. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a modal by its URL and returns the dialog once its body is interactive. */
export async function openModal(page: Page, url: string, name: string): Promise<Locator> {
  await gotoHydrated(page, url);
  const dialog = page.getByRole("dialog", { name });
  await dialog.locator("[data-hydrated]").waitFor({ state: "attached" });
  return dialog;
}
