import { expect, type Page, test } from "@playwright/test";
import { e2eBaseUrl } from "../support/env.ts";

// The blog in two languages: the list leads to a post, whose head names its canonical address and
// its translations (hreflang); the Russian version links back to the English one.

const EN_PATH = "/blog/how-provably-fair-games-work";
const RU_PATH = "/ru/blog/kak-rabotayut-dokazuemo-chestnye-igry";

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll("link[rel=alternate][hreflang]")].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  }));
}

test("a post reached from the list links its translations, and the Russian one links back", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await page.getByRole("link", { name: "How provably fair games work" }).click();

  await expect(page).toHaveURL(EN_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "How provably fair games work" })).toBeVisible();
  const english = await headLinks(page);
  expect(english.canonical).toBe(`${e2eBaseUrl}${EN_PATH}`);
  expect(english.alternates).toMatchObject({ en: `${e2eBaseUrl}${EN_PATH}`, ru: `${e2eBaseUrl}${RU_PATH}` });
  expect(english.alternates["x-default"]).toBe(`${e2eBaseUrl}${EN_PATH}`);

  await page.getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(RU_PATH);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1, name: "Как работают доказуемо честные игры" })).toBeVisible();
  const russian = await headLinks(page);
  expect(russian.canonical).toBe(`${e2eBaseUrl}${RU_PATH}`);
  expect(russian.alternates).toMatchObject({ en: `${e2eBaseUrl}${EN_PATH}`, ru: `${e2eBaseUrl}${RU_PATH}` });
});
