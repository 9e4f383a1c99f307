import { expect, test } from "@playwright/test";
import { shootAtBackofficeWidths, signInAndEnrolOnScreen } from "../support/backoffice.ts";

// The Content area end to end, with an admin of its own (serve.ts): it edits the affiliate page
// (no other test reads it) in English and in Spanish, the second after the unsaved-changes
// warning; the site then shows each language's new text at once. Then it rewrites the first
// promotion card of the Russian promotions page (no other test reads its cards), which the site
// shows at once. BACKOFFICE_SHOTS_DIR: screenshots of the editors at desktop and tablet widths.

test("an admin edits a page in English and Spanish, then a promotion card; the site shows them at once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const english = { title: `Partners ${stamp}`, text: `Earn with us, edition ${stamp}.` };
  const spanish = { title: `Socios ${stamp}`, text: `Gana con nosotros, edición ${stamp}.` };
  await signInAndEnrolOnScreen(page, "content-admin");

  await page.getByRole("link", { name: "Content", exact: true }).click();
  // By its address: a kept database (PostgreSQL) has the last run's title.
  await page.getByRole("row").filter({ hasText: "/affiliate" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Edit “/);

  const title = page.getByRole("textbox", { name: "Title" });
  const text = page.getByRole("textbox", { name: "Text" });
  await expect(title).not.toHaveValue("");
  await title.fill(english.title);
  await text.fill(english.text);
  await page.getByRole("button", { name: "Save English" }).click();
  const stored = page.getByTestId("stored-html");
  // The text replaces the page's (its first block keeps its kind, a heading), as stored.
  await expect(stored).toContainText(`>${english.text}</`);
  await shootAtBackofficeWidths(page, "content-editor");

  // Spanish: an edit, then a switch away is caught by the warning; keep editing and save.
  await page.getByText("Spanish", { exact: true }).click();
  await expect(title).toHaveValue(/./);
  await title.fill(spanish.title);
  await page.getByText("Russian", { exact: true }).click();
  const warning = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Keep editing" }).click();
  await expect(title).toHaveValue(spanish.title);
  await text.fill(spanish.text);
  await page.getByRole("button", { name: "Save Spanish" }).click();
  await expect(stored).toContainText(`>${spanish.text}</`);

  await page.goto("/affiliate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  await expect(page.getByText(english.text)).toBeVisible();
  await page.goto("/es/affiliate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.title);
  await expect(page.getByText(spanish.text)).toBeVisible();

  // The promotions page's cards, in a form of their own.
  const cardTitle = `Акция ${stamp}`;
  await page.goto("/backoffice/content");
  await page.getByRole("row").filter({ hasText: "/promotions" }).getByRole("link").click();
  await page.getByText("Russian", { exact: true }).click();
  const cards = page.getByRole("group", { name: "Promotion cards" });
  const firstCardTitle = cards.getByRole("textbox", { name: "Card title" }).first();
  await expect(firstCardTitle).not.toHaveValue("");
  await firstCardTitle.fill(cardTitle);
  await page.getByRole("button", { name: "Save Russian" }).click();
  await expect(page.getByText("Saved. The site shows it now.")).toBeVisible();
  await shootAtBackofficeWidths(page, "content-promo-cards");
  await page.goto("/ru/promotions");
  await expect(page.getByRole("heading", { name: cardTitle })).toBeVisible();
});
