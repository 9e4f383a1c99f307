import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import {
  openPlayer360,
  searchPlayerByEmail,
  shootAtBackofficeWidths,
  signInAndEnrolThroughApi,
} from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { seededOperator } from "../support/operators.ts";
import { depositByCard } from "../support/payments.ts";
import { completeDepositProfile, signUpViaApi, uniqueEmail } from "../support/players.ts";

// The back office's Players, KYC review and the withdrawals' four eyes, end to end. A player (made
// through the player API) uploads an identity document and asks for €30, above the e2e server's
// four-eyes amount (€25, support/serve.ts). An admin finds the player by e-mail and opens the 360,
// previews and approves the document, and gives the withdrawal its first approval; pressing again
// shows the API's refusal. A finance operator then approves it a second time and it is paid.
// Both operators enrol two-factor through the API (the first back-office test does it on screen).
// BACKOFFICE_SHOTS_DIR: also save screenshots of each page at desktop and tablet widths.

const browserHeaders = { Origin: e2eBaseUrl, "X-Requested-With": "XMLHttpRequest" };
const playerHeaders = { Accept: "application/vnd.s.v1+json", ...browserHeaders };

// The smallest valid PNG (a 1×1 pixel): the platform recognises the type by these bytes.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A player with €50, an identity document pending review and a €30 Skrill withdrawal pending. */
async function playerWithDocumentAndWithdrawal(): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const email = uniqueEmail("backoffice-360");
  await signUpViaApi(request, email);
  await completeDepositProfile(request);
  await depositByCard(request, "50");
  const upload = await request.post("/api/player/documents", {
    headers: playerHeaders,
    multipart: {
      "document[document_type]": "identity",
      "document[description]": "Passport, photo page",
      "document[attachment]": { name: "passport.png", mimeType: "image/png", buffer: TINY_PNG },
    },
  });
  if (upload.status() !== 201) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  const withdrawal = await request.post("/api/payments/withdrawals", {
    headers: playerHeaders,
    data: {
      amountValue: "30",
      id: "skrill",
      currency: "EUR",
      paymentAction: "cashout",
      methodFieldsData: { email: "player@example.com" },
    },
  });
  if (!withdrawal.ok()) throw new Error(`withdrawal: ${withdrawal.status()} ${await withdrawal.text()}`);
  await request.dispose();
  return email;
}

test("operators find a player, approve a KYC document and approve a large withdrawal with four eyes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const reviewer = seededOperator("reviewer");
  const playerEmail = await playerWithDocumentAndWithdrawal();
  await signInAndEnrolThroughApi(page.request, reviewer);

  // Players: search by e-mail, open the 360.
  await page.goto("/backoffice/players");
  await expect(page.getByRole("heading", { name: "Players", level: 1 })).toBeVisible();
  const found = await searchPlayerByEmail(page, playerEmail);
  await shootAtBackofficeWidths(page, "players");
  await expectNoSeriousAxeViolations(page);
  await openPlayer360(page, found, playerEmail);
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Alexandra Moreau").first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Block" })).toBeVisible();
  await shootAtBackofficeWidths(page, "player-360");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("tab", { name: "Payments" }).click();
  await expect(page.getByRole("cell", { name: "50.00 EUR" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "30.00 EUR" })).toBeVisible();
  await shootAtBackofficeWidths(page, "player-360-payments");
  await page.getByRole("button", { name: "Add note" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Add note" });
  await noteDialog.getByLabel("Note").fill("Called about the withdrawal; documents on the way.");
  await noteDialog.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByRole("cell", { name: /documents on the way/ })).toBeVisible();

  // KYC review: preview the image, approve it.
  await page.goto("/backoffice/kyc");
  await expect(page.getByRole("heading", { name: "KYC review", level: 1 })).toBeVisible();
  const document = page.getByRole("row").filter({ hasText: playerEmail });
  await expect(document).toHaveCount(1);
  await expect(document).toContainText("Identity");
  await shootAtBackofficeWidths(page, "kyc");
  await expectNoSeriousAxeViolations(page);
  await document.getByRole("button", { name: "Preview of passport.png" }).click();
  const preview = page.getByRole("dialog", { name: "Preview of passport.png" });
  await expect(preview.getByRole("img", { name: "Preview of passport.png" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await document.getByRole("button", { name: /^Approve document #/ }).click();
  await expect(page.getByRole("status")).toHaveText(/^Document #\d+ approved\.$/);
  await expect(document).toHaveCount(0);

  // Withdrawals: the €30 request needs two operators; the first approval pays nothing.
  await page.goto("/backoffice/withdrawals");
  const request = page.getByRole("row").filter({ hasText: playerEmail });
  await expect(request).toContainText("30.00 EUR");
  await expect(request).toContainText("Four eyes: two operators must approve.");
  // Identity approved, no address document yet: not verified.
  await expect(request).toContainText("KYC: not verified");
  await request.getByRole("button", { name: /^Approve #/ }).click();
  // The first approval's dialog says what it does: it records a decision, a second operator pays.
  const first = page.getByRole("dialog", { name: /^First approval of withdrawal #/ });
  await expect(first).toContainText("Nothing is paid yet");
  await expect(first).toContainText("a second, different finance operator must approve it to pay it out");
  await first.getByRole("button", { name: "Record first approval" }).click();
  await expect(page.getByRole("status")).toHaveText(/first approval recorded/);
  await expect(request.getByTestId("four-eyes")).toContainText(`Approved once by ${reviewer.email}`);
  await expect(request.getByTestId("four-eyes")).toContainText("A second, different operator must approve.");
  await shootAtBackofficeWidths(page, "withdrawals-four-eyes");
  await expectNoSeriousAxeViolations(page);
  await request.getByRole("button", { name: /^Approve #/ }).click();
  const again = page.getByRole("dialog", { name: /^Approve withdrawal #/ });
  await again.getByRole("button", { name: "Approve" }).click();
  await expect(again.getByRole("alert")).toContainText("You have already approved this withdrawal");
  await again.getByRole("button", { name: "Cancel" }).first().click();

  // A finance operator, in a browser of their own, gives the second approval: it is paid.
  const financeContext = await browser.newContext({ baseURL: e2eBaseUrl });
  const finance = await financeContext.newPage();
  await signInAndEnrolThroughApi(finance.request, seededOperator("finance"));
  await finance.goto("/backoffice/withdrawals");
  const same = finance.getByRole("row").filter({ hasText: playerEmail });
  await expect(same.getByTestId("four-eyes")).toContainText(`Approved once by ${reviewer.email}`);
  await same.getByRole("button", { name: /^Approve #/ }).click();
  await finance
    .getByRole("dialog", { name: /^Approve withdrawal #/ })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(finance.getByRole("status")).toHaveText(/^Withdrawal #\d+ approved\.$/);
  await expect(same).toHaveCount(0);
  await financeContext.close();

  // The four-eyes queue of balance adjustments (empty: no adjustment here is above its threshold).
  await page.goto("/backoffice/adjustments");
  await expect(page.getByRole("heading", { name: "Balance adjustments", level: 1 })).toBeVisible();
  await expect(page.getByText("Nothing to show.")).toBeVisible();
  await shootAtBackofficeWidths(page, "adjustments");
  await expectNoSeriousAxeViolations(page);
});
