import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { shootAtBackofficeWidths, signInAndEnrolOnScreen } from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { waitForMail } from "../support/mail.ts";
import { depositByCard } from "../support/payments.ts";
import { completeDepositProfile, signUpViaApi, uniqueEmail } from "../support/players.ts";

// The staff and the support inbox end to end, with an admin of its own (serve.ts makes two): it
// enrols, adds a finance operator and sees the generated password once, then answers a message
// sent through the site's contact form; the sender receives the reply by mail. Reports (games and
// payments, a player's card deposit among them) and harm markers open on the way. BACKOFFICE_SHOTS_DIR: screenshots at desktop and tablet widths.

/** A message through the contact form's API, as the site's support page sends it. */
async function contactMessage(email: string, content: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await request.post("/api/send_contact_message", {
    headers: { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest", Origin: e2eBaseUrl },
    data: { contact: { email, content } },
  });
  if (response.status() !== 201) throw new Error(`contact: ${response.status()} ${await response.text()}`);
  await request.dispose();
}

/** A new player's card deposit of `amount` EUR, for the payments report. */
async function playerDeposit(amount: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: { Origin: e2eBaseUrl } });
  await signUpViaApi(request, uniqueEmail("report-depositor"));
  await completeDepositProfile(request);
  await depositByCard(request, amount);
  await request.dispose();
}

test("an admin adds a staff member and answers a support message from the inbox", async ({ page }) => {
  test.setTimeout(120_000);
  const sender = uniqueEmail("support-sender");
  const stamp = `inbox-${Date.now()}`;
  await contactMessage(sender, `My deposit has not arrived. ${stamp}`);
  await playerDeposit("40");

  const admin = await signInAndEnrolOnScreen(page, "staff-admin");
  await page.getByText("30 days", { exact: true }).click();
  // 30 days: the period's first day is no longer today's.
  await expect(page.getByRole("img", { name: /^Bar chart of GGR per day/ })).toBeVisible();
  await expect(page.getByText(/ to .* \(UTC\)/).first()).not.toHaveText(/^(\S+) to \1 /);
  const navigation = page.getByRole("navigation", { name: "Back office areas" });

  // Staff: a new finance operator; the generated password shows once, in the dialog.
  await navigation.getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: admin.email })).toContainText("On");
  const newEmail = uniqueEmail("finance-staff").replace("@players.", "@backoffice.");
  await page.getByRole("button", { name: "Add operator" }).click();
  const create = page.getByRole("dialog", { name: "Add an operator" });
  await create.getByLabel("E-mail").fill(newEmail);
  await create.getByLabel("Name").fill("Fiona Finance");
  await create.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Finance" }).click();
  await create.getByRole("button", { name: "Create operator" }).click();
  const created = page.getByRole("dialog", { name: "Operator created" });
  await expect(created.getByTestId("generated-password")).toHaveText(/^\S{24}$/);
  await expect(created.getByRole("button", { name: "Copy password" })).toBeVisible();
  await shootAtBackofficeWidths(page, "staff-created");
  await expectNoSeriousAxeViolations(page);
  await created.getByRole("button", { name: "Close" }).first().click();
  await expect(created).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: newEmail });
  await expect(row).toContainText("Finance");
  await expect(row).toContainText("Not set up");
  await expect(page.getByTestId("generated-password")).toHaveCount(0);
  await shootAtBackofficeWidths(page, "staff");
  await expectNoSeriousAxeViolations(page);

  // Disabling asks first, then says what happened.
  await row.getByRole("button", { name: "Actions: Fiona Finance" }).click();
  await page.getByRole("menuitem", { name: "Disable" }).click();
  const confirm = page.getByRole("dialog", { name: "Disable Fiona Finance?" });
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText("Fiona Finance is disabled.");
  await expect(row).toContainText("Disabled");

  // Support inbox: the contact-form message, answered by mail.
  await navigation.getByRole("link", { name: "Support inbox" }).click();
  await expect(page.getByRole("heading", { name: "Support inbox" })).toBeVisible();
  const message = page.getByRole("row").filter({ hasText: stamp });
  await expect(message).toContainText("New");
  await shootAtBackofficeWidths(page, "support-inbox");
  await expectNoSeriousAxeViolations(page);
  await message.getByRole("link", { name: /^Open message #\d+$/ }).click();
  await expect(page.getByTestId("support-content")).toHaveText(`My deposit has not arrived. ${stamp}`);
  await page.getByLabel(/^Your reply/).fill(`We found it: it arrives within the hour. ${stamp}`);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText("Reply sent.");
  await expect(page.getByRole("listitem").filter({ hasText: "We found it" })).toContainText("Grace Admin");
  const mail = await waitForMail(sender, /Re: your message to support/);
  expect(mail.text).toContain(`We found it: it arrives within the hour. ${stamp}`);
  await shootAtBackofficeWidths(page, "support-message");
  await expectNoSeriousAxeViolations(page);

  await navigation.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    /\/api\/operator\/reports\/ggr\.csv\?from=/,
  );
  await shootAtBackofficeWidths(page, "reports");
  await expectNoSeriousAxeViolations(page);
  // Payments: today's card deposit, its totals row, and its own CSV.
  await page.getByRole("tab", { name: "Payments" }).click();
  await expect(page).toHaveURL(/report=payments/);
  const payments = page.getByRole("table", { name: "Payments" });
  await expect(payments.getByRole("row").filter({ hasText: "creditcard" }).first()).toContainText("Deposits");
  await expect(payments.getByRole("rowheader", { name: "Total" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    /\/api\/operator\/reports\/payments\.csv\?from=.*group=day/,
  );
  await shootAtBackofficeWidths(page, "reports-payments");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("tab", { name: "Games" }).click();
  await expect(page).not.toHaveURL(/report=payments/);
  await navigation.getByRole("link", { name: "Harm markers" }).click();
  await expect(page.getByRole("heading", { name: "Harm markers" })).toBeVisible();
  await shootAtBackofficeWidths(page, "harm-markers");
  await expectNoSeriousAxeViolations(page);
});
