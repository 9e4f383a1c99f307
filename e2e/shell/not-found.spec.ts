import { expect, test } from "@playwright/test";

test("an unmatched path renders the 404 page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops,... page cannot be found" })).toBeVisible();
  await page.getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page is translated", async ({ page }) => {
  const response = await page.goto("/es/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops,... page cannot be found");
});

test("the API answers unknown paths with JSON, not the site", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

test("the API's OpenAPI document is served beside the site, whose build carries the contract too", async ({
  request,
}) => {
  const response = await request.get("/api/docs/openapi.json");
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { components: { schemas: Record<string, unknown> } };
  expect(document.components.schemas).toHaveProperty("Payment");
});
