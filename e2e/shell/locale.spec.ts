import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/page.ts";

test.describe("locale routing", () => {
  test("English has no prefix and sets the document language", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a locale prefix renders that language", async ({ page }) => {
    await page.goto("/ru/promotions");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await page.goto("/pt-BR/promotions");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });

  test("/home redirects to the locale root", async ({ page }) => {
    await page.goto("/home");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/es/home");
    expect(new URL(page.url()).pathname).toBe("/es");
  });

  test("changing the language rewrites the first path segment and is remembered", async ({ page }) => {
    await page.goto("/promotions");
    await page.getByLabel("Language").first().selectOption("es");
    await expect(page).toHaveURL(/\/es\/promotions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByLabel("Idioma").first().selectOption("en");
    await expect(page).toHaveURL(/\/promotions$/);
    // The explicit choice (English) now wins over the browser language.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a language picked before the page's scripts have arrived applies once they have", async ({ page }) => {
    // The scripts are held until the language has been picked: the page is the server's, unhydrated.
    const releaseScripts = await holdScripts(page);
    await page.goto("/promotions");
    await page.getByLabel("Language").first().selectOption("pt-BR");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect(page).toHaveURL(/\/promotions$/);
    releaseScripts();
    await expect(page).toHaveURL(/\/pt-BR\/promotions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByLabel("Idioma").first()).toHaveValue("pt-BR");
  });
});

test.describe("browser language without a stored preference", () => {
  test.use({ locale: "ru-RU" });

  test("an unprefixed visit moves to the first supported browser language", async ({ page }) => {
    await page.goto("/promotions");
    await expect(page).toHaveURL(/\/ru\/promotions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});
