import { formatMajorAmount } from "../../currencies/amounts.ts";
import type { Checkout } from "./sandbox-gateway.ts";

// The sandbox's hosted pages: plain server-rendered HTML forms, no scripts. The card form posts
// to the gateway's own route, so card data goes browser → gateway and never through /api.

/** The CSP of the hosted pages: no scripts at all, forms post only to this origin. */
export const HOSTED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const TEST_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  challenge: "4000000000003220",
} as const;

export function renderCardPage(token: string, checkout: Checkout, subunits: number, errors: string[] = []): string {
  const year = new Date().getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));
  const years = Array.from({ length: 11 }, (_, index) => String(year + index));
  return layout(
    "Card payment",
    `${summary(checkout, subunits)}
    ${errorList(errors)}
    <form method="post" action="/sandbox-gateway/pay?token=${escapeHtml(token)}" autocomplete="off">
      <label>Card number <input name="cardNumber" inputmode="numeric" maxlength="19" required></label>
      <label>Card holder <input name="cardHolder" required></label>
      <label>Expiry month <select name="expiryMonth">${options(months)}</select></label>
      <label>Expiry year <select name="expiryYear">${options(years)}</select></label>
      <label>CVV <input name="cvv" inputmode="numeric" maxlength="3" required></label>
      <button type="submit">Pay</button>
    </form>
    <p class="hint">Test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines,
    4000 0000 0000 3220 asks for 3-D Secure.</p>`,
  );
}

/** E-wallets, vouchers and bank transfers: the provider's "log in and confirm" step, simulated. */
export function renderWalletPage(token: string, checkout: Checkout, subunits: number): string {
  return layout(
    "Confirm payment",
    `${summary(checkout, subunits)}
    <form method="post" action="/sandbox-gateway/pay?token=${escapeHtml(token)}">
      <button type="submit" name="decision" value="approve">Approve</button>
      <button type="submit" name="decision" value="decline">Decline</button>
    </form>`,
  );
}

export function renderChallengePage(token: string, checkout: Checkout, subunits: number): string {
  return layout(
    "3-D Secure",
    `${summary(checkout, subunits)}
    <p>Your bank asks you to confirm this payment.</p>
    <form method="post" action="/sandbox-gateway/3ds?token=${escapeHtml(token)}">
      <button type="submit" name="decision" value="complete">Complete</button>
      <button type="submit" name="decision" value="fail">Fail</button>
    </form>`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<p>${escapeHtml(message)}</p>`);
}

function summary(checkout: Checkout, subunits: number): string {
  const amount = formatMajorAmount(BigInt(checkout.amountCents), subunits);
  return `<p class="amount">${escapeHtml(amount)} ${escapeHtml(checkout.currency)}</p>`;
}

function errorList(errors: string[]): string {
  if (errors.length === 0) return "";
  return `<ul class="errors" role="alert">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>`;
}

function options(values: string[]): string {
  return values.map((value) => `<option value="${value}">${value}</option>`).join("");
}

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox gateway</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0}input,select{display:block;width:100%;padding:.4rem}
button{margin:.75rem .5rem 0 0;padding:.5rem 1rem}.errors{color:#b00020}.hint{color:#666;font-size:.85rem}
.amount{font-size:1.5rem;font-weight:600}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Sandbox payment gateway — no real money moves.</p>
${body}
</body>
</html>`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
