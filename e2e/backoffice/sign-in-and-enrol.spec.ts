import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { backofficeShotsDir, shootAtBackofficeWidths, submitOperatorSignIn, totpCode } from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { seededOperator } from "../support/operators.ts";
import { depositByCard } from "../support/payments.ts";
import { completeDepositProfile, signUpViaApi, uniqueEmail } from "../support/players.ts";

// The back office end to end: the admin made on the command line (support/operators.ts) signs in,
// is sent to two-factor enrolment, sets it up with a code computed here from the key the page
// shows, sees the ten recovery codes once and lands on the dashboard (the player's deposit and
// pending requests counted), then goes to the withdrawal queue, where a player's
// two requests wait: one is rejected with a reason, the other approved (paid by the sandbox
// gateway), and the audit log shows both. Signed out, the next sign-in asks for the second factor (a recovery code here);
// a session ended on the server sends the operator back to sign-in with a message. axe finds no
// serious violation on any page on the way.
// BACKOFFICE_SHOTS_DIR: also save screenshots of each page at desktop and tablet widths.

/** A player with two pending Skrill withdrawals (€20, €15), made through the player API as the site does. */
async function pendingWithdrawals(): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const email = uniqueEmail("backoffice-withdrawal");
  await signUpViaApi(request, email);
  await completeDepositProfile(request);
  await depositByCard(request, "50");
  for (const amountValue of ["20", "15"]) {
    const response = await request.post("/api/payments/withdrawals", {
      headers: { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest", Origin: e2eBaseUrl },
      data: {
        amountValue,
        id: "skrill",
        currency: "EUR",
        paymentAction: "cashout",
        methodFieldsData: { email: "player@example.com" },
      },
    });
    if (!response.ok()) throw new Error(`withdrawal: ${response.status()} ${await response.text()}`);
  }
  await request.dispose();
  return email;
}

test("an operator signs in, enrols two-factor, keeps the recovery codes and reaches the withdrawal queue", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const operator = seededOperator();
  const playerEmail = await pendingWithdrawals();

  await page.goto("/backoffice/");
  await expect(page).toHaveURL(/\/backoffice\/sign-in/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await shootAtBackofficeWidths(page, "sign-in");
  await expectNoSeriousAxeViolations(page);

  await submitOperatorSignIn(page, operator.email, "wrong password");
  await expect(page.getByRole("alert")).toContainText("Wrong e-mail or password");

  await page.getByRole("textbox", { name: "Password" }).fill(operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/backoffice\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await page.getByTestId("otp-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shootAtBackofficeWidths(page, "enrolment");
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("That code does not match")).toBeVisible();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? "").trim();
  await shootAtBackofficeWidths(page, "recovery-codes");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "I have saved them" }).click();

  // A role that reads the dashboard lands there: today's figures and what waits for a decision.
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("operator-name")).toHaveText(operator.name);
  const pendingCount = page.getByTestId("dashboard.pendingWithdrawals");
  await expect(pendingCount).toHaveText(/Pending withdrawals\s*\d+/);
  expect(Number((await pendingCount.textContent())?.match(/\d+$/)?.[0])).toBeGreaterThanOrEqual(2);
  const euro = page.getByTestId("dashboard-EUR");
  await expect(euro.getByRole("definition").first()).toHaveText(/^[1-9][\d,]*\.\d{2} EUR$/);
  await expect(page.getByRole("img", { name: /^Bar chart of GGR per day in / })).toBeVisible();
  await shootAtBackofficeWidths(page, "dashboard");
  await expectNoSeriousAxeViolations(page);
  const navigation = page.getByRole("navigation", { name: "Back office areas" });
  await expect(navigation.getByRole("link")).toHaveText([
    "Dashboard",
    "Withdrawals",
    "Players",
    "Adjustments",
    "KYC review",
    "Support inbox",
    "Live chat",
    "Reports",
    "Harm markers",
    "Audit log",
    "Tournaments",
    "Lotteries",
    "Bonuses",
    "Events and markets",
    "Sports and competitions",
    "Alerts and debts",
    "Content",
    "Games",
    "Providers",
    "Staff",
    "My sessions",
  ]);
  await pendingCount.getByRole("link", { name: "Pending withdrawals" }).click();
  await expect(page).toHaveURL(/\/backoffice\/withdrawals$/);
  await expect(page.getByRole("heading", { name: "Withdrawals" })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: playerEmail });
  await expect(rows).toHaveCount(2);
  // The queue is oldest first: the €20 request, then the €15 one.
  const row = rows.first();
  await expect(row).toContainText("20.00 EUR");
  await expect(rows.last()).toContainText("15.00 EUR");
  await expect(row.getByRole("button", { name: /^Approve #/ })).toBeVisible();
  await shootAtBackofficeWidths(page, "withdrawals");
  await expectNoSeriousAxeViolations(page);

  // On a tablet the navigation folds behind a burger, and a choice folds it again.
  await page.setViewportSize({ width: 820, height: 900 });
  const burger = page.getByRole("button", { name: "Toggle navigation" });
  await expect(burger).toHaveAttribute("aria-expanded", "false");
  await burger.click();
  await expect(burger).toHaveAttribute("aria-expanded", "true");
  await expect(navigation.getByRole("link", { name: "Withdrawals" })).toBeInViewport();
  if (backofficeShotsDir) await page.screenshot({ path: `${backofficeShotsDir}/navigation-open-820.png` });
  await navigation.getByRole("link", { name: "Withdrawals" }).click();
  await expect(burger).toHaveAttribute("aria-expanded", "false");
  await page.setViewportSize({ width: 1280, height: 720 });

  await row.getByRole("button", { name: /^Reject #/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Reject withdrawal #/ });
  await dialog.getByLabel("Reason").fill("The account holder's name does not match");
  await shootAtBackofficeWidths(page, "reject-dialog");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Withdrawal #\d+ rejected\.$/);
  await expect(rows).toHaveCount(1);

  // Approving pays out through the (sandbox) gateway; the request leaves the queue.
  await rows
    .first()
    .getByRole("button", { name: /^Approve #/ })
    .click();
  const approval = page.getByRole("dialog", { name: /^Approve withdrawal #/ });
  await expect(approval).toContainText("Pay 15.00 EUR to");
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Withdrawal #\d+ approved\.$/);
  await expect(rows).toHaveCount(0);
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: "Paid" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("15.00 EUR");

  await navigation.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /withdrawal\.rejected/ })).toBeVisible();
  // Another test file's operators may approve withdrawals at the same time: at least one row.
  await expect(page.getByRole("cell", { name: /withdrawal\.approved/ }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "operator.two_factor_enabled" }).first()).toBeVisible();
  await shootAtBackofficeWidths(page, "audit-log");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in\?signed_out=1$/);
  await submitOperatorSignIn(page, operator.email, operator.password);
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  await page.getByLabel("Authentication code").fill(recoveryCode);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // The session ends on the server (idle timeout, or ended elsewhere): the next call answers 401
  // and the app returns to sign-in saying why.
  await navigation.getByRole("link", { name: "My sessions" }).click();
  await expect(page.getByRole("heading", { name: "My sessions" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "This browser" })).toBeVisible();
  await shootAtBackofficeWidths(page, "sessions");
  await expectNoSeriousAxeViolations(page);
  await navigation.getByRole("link", { name: "Tournaments" }).click();
  await expect(page.getByRole("heading", { name: "Tournaments" })).toBeVisible();
  await shootAtBackofficeWidths(page, "tournaments");
  await expectNoSeriousAxeViolations(page);
  await page.context().clearCookies();
  await navigation.getByRole("link", { name: "Lotteries" }).click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in\?expired=1$/);
  await expect(page.getByRole("status")).toHaveText(/Your session has ended/);
});
