import { expect, test } from "@playwright/test";
import { LATEST_START_MS } from "../../apps/web/app/lib/deferred-scripts.server.ts";
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

test("a page's scripts wait until it has loaded and painted, and it then hydrates", async ({ page }) => {
  const answer = await page.request.get("/ru/games");
  const html = await answer.text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toContain("modulepreload");
  expect(head).toMatch(/<link[^>]* rel="stylesheet"/);
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  // In Russian, the page hydrates from its scripts, every one requested after the load event (or,
  // on a machine so busy the load takes longer, after the latest start: deferred-scripts.server.ts).
  await gotoHydrated(page, "/ru/games");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
    return { loadEnd: navigation?.loadEventEnd ?? 0, starts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.starts.length).toBeGreaterThan(5);
  const startAfter = Math.min(timing.loadEnd, LATEST_START_MS);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(startAfter);
});
