import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// The wallet features' texts come from their own catalogue, loaded with their lazy modals and
// route (apps/web/app/i18n/catalogs.ts). A page opened straight on one of them must render those
// texts on the server and keep them through hydration, in the page's language.

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // Development React names the problem; production React logs its error number (418, 423, 425).
    if (message.type() === "error" && /hydrat|did not match|error #4(18|23|25)/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test("a wallet modal opened by URL speaks the page's language after hydration", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("wallet-ru")));
  const errors = collectHydrationErrors(page);
  // The body loads the player's accounts in the browser, so the server sends its loading state.
  await gotoHydrated(page, "/ru?currency-management=modal");
  await expect(page.getByRole("dialog").getByText("Добавить валюту")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the withdraw page speaks Spanish on the server and in the browser, and after a client navigation", async ({
  page,
}) => {
  const errors = collectHydrationErrors(page);
  const response = await page.goto("/es/withdraw");
  expect(await response?.text()).toContain("Inicia sesión para retirar tus ganancias y ver tus pagos.");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("Inicia sesión para retirar tus ganancias y ver tus pagos.")).toBeVisible();
  expect(errors).toEqual([]);

  // From a page that never loaded the wallet catalogue, a client navigation loads it with the page.
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("wallet-es")));
  await gotoHydrated(page, "/es");
  await page.evaluate(() => window.history.pushState(null, "", "/es?currency-management=modal"));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await expect(page.getByRole("dialog").getByText("Añadir divisa")).toBeVisible();
});
