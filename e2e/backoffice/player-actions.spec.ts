import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { enrolledOperatorPage, shootAtBackofficeWidths } from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { balanceOf, depositByCard } from "../support/payments.ts";
import { completeDepositProfile, STRONG_PASSWORD, signUpViaApi, uniqueEmail } from "../support/players.ts";

// The player 360's action dialogs, end to end, each checked from the player's side. An admin
// blocks a player (the player's sign-in is refused) and unblocks them (it works again); a support
// operator sets a daily deposit limit as a responsible-gambling intervention (the player's own
// limits show it); the admin adjusts the balance by €12.50, below the four-eyes amount, with a
// reason (the player's balance moves at once). The 360's KYC tab lists the player's PDF and leads to
// the KYC review, where it previews inline. The audit browser then finds all of it by player.
// BACKOFFICE_SHOTS_DIR: also save screenshots at desktop and tablet widths.

const browserHeaders = { Origin: e2eBaseUrl, "X-Requested-With": "XMLHttpRequest" };
const playerHeaders = { Accept: "application/vnd.s.v1+json", ...browserHeaders };

/** A one-page PDF saying `text`, with a correct cross-reference table (the platform checks the bytes). */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The player's sign-in through the API, in a new context: its status and body. */
async function playerSignIn(email: string): Promise<{ status: number; body: string; request: APIRequestContext }> {
  const request = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await request.post("/api/users/sign_in", {
    headers: playerHeaders,
    data: { user: { email, password: STRONG_PASSWORD } },
  });
  return { status: response.status(), body: await response.text(), request };
}

/** Fills a dialog's reason and presses its action. */
async function confirm(page: Page, dialogName: string | RegExp, button: string, reason: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

test("an admin blocks and unblocks a player, support sets a deposit limit, the admin adjusts the balance", async ({
  browser,
}) => {
  // A player with €20, made through the player API.
  const email = uniqueEmail("backoffice-actions");
  const setup = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const { id: playerId } = await signUpViaApi(setup, email);
  await completeDepositProfile(setup);
  await depositByCard(setup, "20");
  expect(await balanceOf(setup, "EUR")).toBe(2000);
  const upload = await setup.post("/api/player/documents", {
    headers: playerHeaders,
    multipart: {
      "document[document_type]": "address",
      "document[description]": "Electricity bill, October",
      "document[attachment]": { name: "bill.pdf", mimeType: "application/pdf", buffer: onePagePdf("Utility bill") },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await setup.dispose();

  const admin = await enrolledOperatorPage(browser, "actions-admin");
  await admin.goto(`/backoffice/players/${playerId}`);
  await expect(admin.getByRole("heading", { name: email, level: 1 })).toBeVisible();
  await shootAtBackofficeWidths(admin, "player-360-profile");
  await expectNoSeriousAxeViolations(admin);

  // Block: the player's sign-in is refused, with the reason why.
  await admin.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Block" }).click();
  const blockDialog = admin.getByRole("dialog", { name: `Block ${email}` });
  await expect(blockDialog).toContainText("Sign-in is refused");
  await expectNoSeriousAxeViolations(admin);
  await shootAtBackofficeWidths(admin, "player-360-block-dialog");
  await confirm(admin, `Block ${email}`, "Block", "Chargeback under investigation");
  await expect(admin.getByRole("status")).toHaveText("Done: Block.");
  await expect(admin.getByText("Blocked", { exact: true }).first()).toBeVisible();
  const refused = await playerSignIn(email);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatch(/blocked/);
  await refused.request.dispose();

  // Unblock: the player signs in again.
  await admin.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Unblock" }).click();
  await confirm(admin, `Unblock ${email}`, "Unblock", "The bank cleared the chargeback");
  await expect(admin.getByRole("status")).toHaveText("Done: Unblock.");
  const player = await playerSignIn(email);
  expect(player.status, player.body).toBe(200);

  // A support operator sets a €50 daily deposit limit as an intervention.
  const support = await enrolledOperatorPage(browser, "actions-support");
  await support.goto(`/backoffice/players/${playerId}`);
  await expect(support.getByRole("heading", { name: email, level: 1 })).toBeVisible();
  // Support may not adjust balances: the action is not offered.
  await expect(support.getByRole("button", { name: "Adjust balance" })).toHaveCount(0);
  await support.getByRole("button", { name: "RG intervention" }).click();
  const intervention = support.getByRole("dialog", { name: "Responsible-gambling intervention" });
  await intervention.getByText("Limit", { exact: true }).click();
  await expect(intervention.getByLabel("Amount (EUR)")).toBeVisible();
  await intervention.getByLabel("Amount (EUR)").fill("50");
  await expectNoSeriousAxeViolations(support);
  await shootAtBackofficeWidths(support, "player-360-intervention-dialog");
  await confirm(support, "Responsible-gambling intervention", "RG intervention", "Deposits doubled in a week");
  await expect(support.getByRole("status")).toHaveText("Intervention set.");
  await support.getByRole("tab", { name: "Limits and protection" }).click();
  const limitRow = support.getByRole("row").filter({ hasText: "Deposit" });
  await expect(limitRow).toContainText("Day");
  await expect(limitRow).toContainText("50.00 EUR");
  await expect(limitRow).toContainText("Active");
  await shootAtBackofficeWidths(support, "player-360-limits");
  await support.context().close();
  // The player's own limits show it.
  const limits = await player.request.get("/api/user_limits", { headers: playerHeaders });
  expect(limits.status()).toBe(200);
  expect(await limits.json()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        type: "deposit",
        period: "day",
        accounts: expect.arrayContaining([expect.objectContaining({ currency: "EUR", amount_cents: 5000 })]),
      }),
    ]),
  );

  // The admin credits €12.50 with a reason: below the four-eyes amount, it posts at once.
  await admin.reload();
  await admin.getByRole("button", { name: "Adjust balance" }).click();
  const adjust = admin.getByRole("dialog", { name: `Adjust the balance of ${email}` });
  await adjust.getByLabel("Amount (signed, e.g. -12.50)").fill("12.50");
  await expectNoSeriousAxeViolations(admin);
  await shootAtBackofficeWidths(admin, "player-360-adjust-dialog");
  // Without a reason nothing is posted.
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(adjust).toBeVisible();
  expect(await balanceOf(player.request, "EUR")).toBe(2000);
  await confirm(admin, `Adjust the balance of ${email}`, "Adjust balance", "Goodwill for a stuck round");
  await expect(admin.getByRole("status")).toHaveText("Adjustment posted.");
  expect(await balanceOf(player.request, "EUR")).toBe(3250);
  await admin.getByRole("tab", { name: "Balances" }).click();
  await expect(admin.getByRole("row").filter({ hasText: "Cash" })).toContainText("32.50 EUR");
  await admin.getByRole("tab", { name: "Statement" }).click();
  await expect(admin.getByRole("row").filter({ hasText: "Balance adjustment" })).toContainText("12.50 EUR");
  await admin.getByRole("tab", { name: "Adjustments" }).click();
  await expect(admin.getByRole("row").filter({ hasText: "Goodwill for a stuck round" })).toContainText("Posted");
  await shootAtBackofficeWidths(admin, "player-360-adjustments");
  await admin.getByRole("tab", { name: "Audit trail" }).click();
  await expect(admin.getByRole("row").filter({ hasText: "Chargeback under investigation" })).toContainText(
    "Player: blocked",
  );
  await shootAtBackofficeWidths(admin, "player-360-audit-trail");
  await expectNoSeriousAxeViolations(admin);
  await player.request.dispose();

  // The KYC tab: the player's PDF waits for review; the link opens the review on this player, where
  // the PDF previews in a frame of the file route's inline answer.
  await admin.getByRole("tab", { name: "KYC" }).click();
  await expect(
    admin.getByText("An approved identity document and an approved address document are both needed."),
  ).toBeVisible();
  const kycRow = admin.getByRole("row").filter({ hasText: "bill.pdf" });
  await expect(kycRow).toContainText("Proof of address");
  await expect(kycRow).toContainText("Pending");
  await shootAtBackofficeWidths(admin, "player-360-kyc");
  await expectNoSeriousAxeViolations(admin);
  await admin.getByRole("link", { name: "Open in the KYC review" }).click();
  await expect(admin).toHaveURL(new RegExp(`/backoffice/kyc\\?player=${playerId}$`));
  await expect(admin.getByText(`Documents of player #${playerId}`)).toBeVisible();
  const reviewRow = admin.getByRole("row").filter({ hasText: "bill.pdf" });
  await expect(reviewRow).toHaveCount(1);
  const inline = admin.waitForResponse((response) => response.url().includes("/file?disposition=inline"));
  await reviewRow.getByRole("button", { name: "Preview of bill.pdf" }).click();
  const preview = admin.getByRole("dialog", { name: "Preview of bill.pdf" });
  await expect(preview.locator('iframe[title="Preview of bill.pdf"]')).toBeVisible();
  const file = await inline;
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^inline; filename="bill.pdf"/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  // Chromium's PDF viewer opened in the frame: the inline answer's CSP lets it draw the file.
  await expect.poll(() => admin.frames().some((frame) => frame.url().startsWith("chrome-extension://"))).toBe(true);
  await admin.waitForTimeout(1000);
  await shootAtBackofficeWidths(admin, "kyc-pdf-preview");
  await expectNoSeriousAxeViolations(admin);
  await admin.keyboard.press("Escape");

  // The audit browser: everything about the player, newest first, the filter kept in the link.
  await admin.goto(`/backoffice/audit-log?player=${playerId}`);
  await expect(admin.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await expect(admin.getByLabel("Player #")).toHaveValue(String(playerId));
  const entries = admin.getByRole("row").filter({ has: admin.getByRole("cell") });
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(0)).toContainText("KYC: document downloaded");
  await expect(entries.nth(0)).toContainText("viewed inline: true");
  await expect(entries.nth(1)).toContainText("Adjustment: posted");
  await expect(entries.nth(2)).toContainText("Player: limit set");
  await expect(entries.nth(3)).toContainText("Player: unblocked");
  await expect(entries.nth(4)).toContainText("Player: blocked");
  await expect(entries.nth(4)).toContainText("Chargeback under investigation");
  // The block's before and after, as a change rather than JSON.
  await expect(entries.nth(4).getByRole("list", { name: "Changes" })).toContainText("blocked_at");
  await shootAtBackofficeWidths(admin, "audit-log-player");
  await expectNoSeriousAxeViolations(admin);
  // One more filter, applied from the form: the URL keeps both.
  await admin.getByRole("textbox", { name: "Search" }).fill("goodwill");
  await admin.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(new RegExp(`player=${playerId}.*q=goodwill`));
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Adjustment: posted");
  await admin.context().close();
});
