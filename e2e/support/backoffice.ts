// The steps every back-office end-to-end test takes before (and around) what it is about: an
// operator seeded by serve.ts signs in with a password and enrols two-factor sign-in (there is no
// way into the back office without it), on screen or through the API; a player is found by e-mail
// and their 360 opened; each view is photographed at desktop and tablet widths. They lived as
// copies in each spec; here they are written once, so a change to the sign-in or enrolment screens
// is made in one place. Each spec still signs in its own operator (a label of serve.ts's), so the
// test files stay independent of one another and can run at the same time.
import { mkdirSync } from "node:fs";
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { e2eBaseUrl } from "./env.ts";
import { type SeededOperator, seededOperator } from "./operators.ts";

/** Where screenshots go when BACKOFFICE_SHOTS_DIR is set (none are taken otherwise). */
export const backofficeShotsDir = process.env.BACKOFFICE_SHOTS_DIR;

/** The widths the back office is checked at: desktop and tablet (the navigation folds at the second). */
const BACKOFFICE_WIDTHS = [1280, 820];

/** The headers of the back office's own calls: same-origin, from the app. */
const operatorApiHeaders = { Origin: e2eBaseUrl, "X-Requested-With": "XMLHttpRequest" };

/**
 * Saves a full-page screenshot of the page as it is at desktop and tablet widths
 * (`<name>-1280.png`, `<name>-820.png`) when BACKOFFICE_SHOTS_DIR is set, then restores its size.
 */
export async function shootAtBackofficeWidths(page: Page, name: string): Promise<void> {
  if (!backofficeShotsDir) return;
  mkdirSync(backofficeShotsDir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of BACKOFFICE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The layout settles (the navigation folds at tablet width) before the picture.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${backofficeShotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The current code of an authenticator app holding `secret` (base32), as the platform expects it. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
}

/** Fills the sign-in form with `email` and `password` and presses "Sign in". */
export async function submitOperatorSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs the seeded operator `label` in on screen, as a person does the first time: the password,
 * then two-factor enrolment with a code computed from the key the page shows, then the recovery
 * codes acknowledged; ends on the dashboard. Answers the operator (its e-mail, name).
 */
export async function signInAndEnrolOnScreen(page: Page, label: string): Promise<SeededOperator> {
  const operator = seededOperator(label);
  await page.goto("/backoffice/sign-in");
  await submitOperatorSignIn(page, operator.email, operator.password);
  await expect(page).toHaveURL(/\/backoffice\/two-factor$/);
  const secret = ((await page.getByTestId("otp-secret").textContent()) ?? "").replace(/\s+/g, "");
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  return operator;
}

/**
 * Signs `operator` in with the request context's cookies (a page's `page.request` shares them with
 * the page) and enrols two-factor sign-in through the API: quicker than the screens, for tests
 * about something else (sign-in-and-enrol.spec.ts proves the screens).
 */
export async function signInAndEnrolThroughApi(request: APIRequestContext, operator: SeededOperator): Promise<void> {
  const signIn = await request.post("/api/operator/sign_in", {
    headers: operatorApiHeaders,
    data: { operator: { email: operator.email, password: operator.password } },
  });
  if (!signIn.ok()) throw new Error(`operator sign-in: ${signIn.status()} ${await signIn.text()}`);
  const enrolment = await request.get("/api/operator/two_factor");
  const { otp_secret: secret } = (await enrolment.json()) as { otp_secret: string };
  const enabled = await request.post("/api/operator/two_factor", {
    headers: operatorApiHeaders,
    data: { two_factor: { otp_secret: secret, authentication_code: totpCode(secret) } },
  });
  if (!enabled.ok()) throw new Error(`two-factor: ${enabled.status()} ${await enabled.text()}`);
}

/** A browser context of the seeded operator `label`'s own, signed in and enrolled through the API. */
export async function enrolledOperatorPage(browser: Browser, label: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const page = await context.newPage();
  await signInAndEnrolThroughApi(page.request, seededOperator(label));
  return page;
}

/** On the Players list: searches `email` and answers the one row found. */
export async function searchPlayerByEmail(page: Page, email: string): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Search players" }).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("row").filter({ hasText: email });
  await expect(found).toHaveCount(1);
  return found;
}

/** Opens the player 360 from the player's row in the Players list and waits for its heading. */
export async function openPlayer360(page: Page, row: Locator, email: string): Promise<void> {
  await row.getByRole("link", { name: `Open ${email}` }).click();
  await expect(page.getByRole("heading", { name: email, level: 1 })).toBeVisible();
}
