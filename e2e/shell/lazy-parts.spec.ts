import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// Shell parts most visits never show load as chunks of their own (apps/web/app/shell/lazy-parts.tsx);
// a part the server rendered is loaded before hydration, so it answers the first press.

test("a visitor's first load carries no signed-in panel; a player's panel answers at once", async ({ page }) => {
  const panelChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/account-panel-[^/]*\.js$/.test(request.url())) panelChunks.push(request.url());
  });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect(panelChunks).toEqual([]);

  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("lazy-panel")));
  await gotoHydrated(page, "/");
  expect(panelChunks.length).toBeGreaterThan(0);
  // Pressed as soon as the page is interactive: no press is lost to a part still loading.
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByText("No notifications yet.")).toBeVisible();
});

test("an identity page changes language with its own texts", async ({ page }) => {
  await gotoHydrated(page, "/users/forgot-password");
  await expect(page.getByRole("button", { name: "Send instructions" })).toBeVisible();
  await page.getByLabel("Language").first().selectOption("es");
  await expect(page).toHaveURL(/\/es\/users\/forgot-password$/);
  await expect(page.getByRole("button", { name: "Enviar instrucciones" })).toBeVisible();
});

test("a page's scripts are fetched after its style sheets: every module preload is low priority", async ({ page }) => {
  const answer = await page.request.get("/ru/games");
  const html = await answer.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(5);
  for (const preload of preloads) expect(preload.toLowerCase()).toContain('fetchpriority="low"');
  expect(head).toMatch(/<link[^>]* rel="stylesheet"/);
  // And the page, in Russian, still hydrates from them.
  await gotoHydrated(page, "/ru/games");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
