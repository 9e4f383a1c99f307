import type { Locator, Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so typing and blur events reach the forms. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds every script of the site (`/assets/*.js`) until the returned function is called: what the
 * page does before it has hydrated, as on a slow phone, can then be tested.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a modal by its URL and returns the dialog once its body is interactive. */
export async function openModal(page: Page, url: string, name: string): Promise<Locator> {
  await gotoHydrated(page, url);
  const dialog = page.getByRole("dialog", { name });
  await dialog.locator("[data-hydrated]").waitFor({ state: "attached" });
  return dialog;
}
