import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { depositReadyPlayer, uniqueEmail } from "../support/players.ts";

// The fiat deposit flow against the sandbox gateway: amount → method → card form →
// the gateway's page → back to the site with ?deposit=success|failed. Test cards (sandbox-pages.ts):
// 4242… approves, 4000…0002 declines, 4000…3220 asks for 3-D Secure.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

/** Opens the deposit modal the way a player does: Deposit in the header (desktop) or the bottom menu (phone). */
async function openDeposit(page: Page): Promise<Locator> {
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner").getByRole("link", { name: "Deposit", exact: true });
  const bottomMenu = page.getByRole("navigation", { name: "Bottom menu" }).getByRole("link", { name: "Deposit" });
  await ((await header.isVisible()) ? header : bottomMenu).click();
  const dialog = page.getByRole("dialog", { name: "Deposit" });
  await dialog.locator("[data-hydrated]").waitFor({ state: "attached" });
  return dialog;
}

/** Amount step (quick amount) → method list → the card form. */
async function chooseCard(page: Page, quickAmount: string): Promise<Locator> {
  const amount = await openDeposit(page);
  await amount.getByRole("button", { name: quickAmount, exact: true }).click();
  await expect(amount.getByRole("button", { name: quickAmount, exact: true })).toHaveAttribute("aria-pressed", "true");
  await amount.getByRole("button", { name: "Continue" }).click();
  const methods = page.getByRole("dialog", { name: "Payment method" });
  await methods.getByRole("button", { name: /Credit card/ }).click();
  const details = page.getByRole("dialog", { name: "Payment details" });
  await expect(details.getByLabel("Card number")).toBeVisible();
  return details;
}

async function payByCard(details: Locator, cardNumber: string) {
  await details.getByLabel("Card number").pressSequentially(cardNumber.replaceAll(" ", ""));
  await expect(details.getByLabel("Card number")).toHaveValue(cardNumber);
  await details.getByLabel("Cardholder name").fill("Alexandra Moreau");
  await details.getByLabel("Expiry month").selectOption("12");
  await details.getByLabel("Expiry year").selectOption(String(new Date().getFullYear() + 2));
  await details.getByLabel("CVV").fill("123");
  await details.getByRole("button", { name: /^Pay / }).click();
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const balance = (page: Page) =>
  page
    .getByRole("link", { name: /^Balance:/ })
    .filter({ visible: true })
    .first();

test("a card deposit is approved: toast, success modal and the new balance", async ({ page }) => {
  await depositReadyPlayer(page, "deposit-ok");
  const details = await chooseCard(page, "€100");
  await expect(details.getByRole("button", { name: "Pay €100" })).toBeVisible();
  await payByCard(details, "4242 4242 4242 4242");

  // The toast comes first and lives 3 s: look for it before anything slower.
  await expect(toast(page, "Deposit successful")).toBeVisible();
  await expect(page).toHaveURL(/deposit-success=modal/);
  await expect(page).not.toHaveURL(/[?&]deposit=/);
  const success = page.getByRole("dialog", { name: "Deposit successful" });
  await expect(success.getByText("€100", { exact: true })).toBeVisible();
  await expect(success.getByText("€100.00")).toBeVisible();
  await expect(balance(page)).toHaveAccessibleName("Balance: €100.00");

  // The dialog's own × is "Close" too; the body's Close button comes last (a toast in the dialog
  // has "Close toast": exact names).
  await success.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(success).toBeHidden();
});

test("with a tag manager on the page, a deposit success is pushed to its data layer", async ({ page }) => {
  // Stands in for the operator's GTM container (its script is not reachable from the test machine):
  // a data layer exists on every page, as GTM's bootstrap makes it.
  await page.addInitScript(() => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });
  await depositReadyPlayer(page, "deposit-gtm");
  const details = await chooseCard(page, "€50");
  await payByCard(details, "4242 4242 4242 4242");
  await expect(toast(page, "Deposit successful")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer))
    .toContainEqual({ event: "deposit_success", amount: 50, currency: "EUR" });
});

test("a declined card: 'Payment not confirmed' and the balance unchanged", async ({ page }) => {
  await depositReadyPlayer(page, "deposit-declined");
  const details = await chooseCard(page, "€50");
  await payByCard(details, "4000 0000 0000 0002");

  await expect(toast(page, "Payment not confirmed")).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]deposit=/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(balance(page)).toHaveAccessibleName("Balance: €0.00");
});

test("3-D Secure: the bank's challenge, then success", async ({ page }) => {
  await depositReadyPlayer(page, "deposit-3ds");
  const details = await chooseCard(page, "€200");
  await payByCard(details, "4000 0000 0000 3220");

  await expect(page.getByRole("heading", { name: "3-D Secure" })).toBeVisible();
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(toast(page, "Deposit successful")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Deposit successful" })).toBeVisible();
  await expect(balance(page)).toHaveAccessibleName("Balance: €200.00");
});

test("an amount below the minimum is refused with the field's message", async ({ page }) => {
  await depositReadyPlayer(page, "deposit-min");
  const dialog = await openDeposit(page);
  const amount = dialog.getByLabel("Amount");
  await expect(amount).toHaveValue("50");
  await expect(dialog.getByText("min €10, max €4,000")).toBeVisible();
  // e, +, - and a leading point never reach the field.
  await amount.fill("");
  await amount.pressSequentially(".-+e5");
  await expect(amount).toHaveValue("5");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Value must be greater than or equal to 10")).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(page).toHaveURL(/fiat-deposit=modal/);
});

test("bonus choices: welcome bonus groups, bonus code and the bonus toggle", async ({ page }) => {
  await depositReadyPlayer(page, "deposit-bonus");
  const dialog = await openDeposit(page);
  const groups = async () =>
    ((await (await page.request.get("/api/player/groups", { headers: apiHeaders })).json()) as { id: string }[]).map(
      (group) => group.id,
    );

  const welcome = dialog.getByLabel("Welcome bonus");
  await welcome.selectOption({ label: "Free spins package" });
  await expect.poll(groups).toContain("74");
  await welcome.selectOption({ label: "100% first deposit bonus" });
  await expect.poll(groups).toContain("73");
  expect(await groups()).not.toContain("74");
  const player = (await (await page.request.get("/api/player", { headers: apiHeaders })).json()) as { id: number };
  expect(await page.evaluate(() => localStorage.getItem("welcomeBonusChoice"))).toBe(`${player.id}_73`);

  await dialog.getByLabel("Bonus code").fill("SPRING25");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("Bonus code SPRING25 applied")).toBeVisible();
  const code = async () =>
    ((await (await page.request.get("/api/player", { headers: apiHeaders })).json()) as Record<string, unknown>)
      .deposit_bonus_code;
  expect(await code()).toBe("SPRING25");

  await dialog.getByRole("switch", { name: "Bonuses" }).click();
  await expect(dialog.getByRole("switch", { name: "Bonuses" })).toHaveAttribute("aria-checked", "false");
  await expect(dialog.getByLabel("Welcome bonus")).toHaveCount(0);
  await expect.poll(code).toBeNull();
  expect(await groups()).not.toContain("73");
});

test("signed out: a method choice keeps the currency and leads through sign-up back to the deposit", async ({
  page,
}) => {
  await gotoHydrated(page, "/?fiat-deposit=modal");
  const amount = page.getByRole("dialog", { name: "Deposit" });
  await amount.locator("[data-hydrated]").waitFor({ state: "attached" });
  await amount.getByLabel("Currency").selectOption("USD");
  await expect(amount.getByLabel("Amount")).toHaveValue("50");
  await amount.getByRole("button", { name: "$100", exact: true }).click();
  await amount.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("dialog", { name: "Payment method" })
    .getByRole("button", { name: /Skrill/ })
    .click();

  const signUp = page.getByRole("dialog", { name: "Sign up" });
  await signUp.locator("[data-hydrated]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => localStorage.getItem("registrationPrefillCurrency"))).toBe(
    JSON.stringify({ code: "USD", fiat: true }),
  );
  await expect(signUp.getByLabel("Currency")).toHaveValue("USD");
  await signUp.getByLabel("Email").fill(uniqueEmail("deposit-signup"));
  await signUp.getByLabel("Password", { exact: true }).fill("Croupier-2026!");
  await signUp.getByLabel(/I am 18 years old/).check();
  await signUp.getByRole("button", { name: "Create account" }).click();
  // The welcome shows the responsible-gambling tools first; Continue goes on to the deposit.
  await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Continue" }).click();

  // Sign-up opens the fiat deposit with the amount kept (a new player lacks profile fields, so the
  // Deposit button would ask for them first; the prefilled flow goes straight to the deposit).
  const again = page.getByRole("dialog", { name: "Deposit" });
  await expect(again.getByLabel("Amount")).toHaveValue("100");
  await expect(again.getByLabel("Currency")).toHaveValue("USD");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the whole card deposit works at 390 px", async ({ page }) => {
    await depositReadyPlayer(page, "deposit-phone");
    const details = await chooseCard(page, "€10");
    await payByCard(details, "4242 4242 4242 4242");
    await expect(toast(page, "Deposit successful")).toBeVisible();
    const success = page.getByRole("dialog", { name: "Deposit successful" });
    await expect(success.getByText("€10.00")).toBeVisible();
    await success.getByRole("link", { name: "Play now" }).click();
    await expect(page).toHaveURL(/\/games$/);
  });
});
