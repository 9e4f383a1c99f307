import { CRYPTO_DEFAULT_AMOUNTS } from "@croupier/contract";
import { formatMajorAmount } from "../../currencies/amounts.ts";
import type { CryptoCurrency } from "../crypto/coins.ts";
import type { ChainTransfer } from "./crypto-chain.ts";
import { escapeHtml, layout } from "./sandbox-pages.ts";

// The sandbox chain's hosted page: a stand-in for the player's own wallet app, so a person trying
// the demo can fund a crypto deposit. Same style and CSP as the card pages: plain forms, no scripts.

const CRYPTO_UNITS = 100_000_000;

/** "Send from your wallet": the amount to send to the deposit address. */
export function renderCryptoSendPage(
  currency: CryptoCurrency,
  address: string,
  options: { amount?: string; errors?: string[]; limits?: { perTransfer: string; perDay: string } } = {},
): string {
  const limits = options.limits
    ? ` At most ${escapeHtml(options.limits.perTransfer)} ${escapeHtml(currency)} a transfer and ${escapeHtml(options.limits.perDay)} ${escapeHtml(currency)} a day.`
    : "";
  const amount = options.amount ?? String(CRYPTO_DEFAULT_AMOUNTS[currency] ?? "");
  const errors = options.errors ?? [];
  const errorList =
    errors.length === 0
      ? ""
      : `<ul class="errors" role="alert">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>`;
  return layout(
    `Send ${currency}`,
    `<p>To <code style="word-break:break-all">${escapeHtml(address)}</code></p>
    ${errorList}
    <form method="post" action="/sandbox-gateway/crypto" autocomplete="off">
      <input type="hidden" name="currency" value="${escapeHtml(currency)}">
      <input type="hidden" name="address" value="${escapeHtml(address)}">
      <label>Amount (${escapeHtml(currency)}) <input name="amount" inputmode="decimal" value="${escapeHtml(amount)}" required></label>
      <button type="submit">Send</button>
    </form>
    <p class="hint">A test transfer on the sandbox chain, confirmed at once: the casino credits it
    within seconds. Below the method's minimum it is recorded and declined.${limits}</p>`,
  );
}

/** After sending: the transfer as a block explorer would show it. */
export function renderCryptoSentPage(transfer: ChainTransfer, required: number): string {
  const amount = formatMajorAmount(transfer.amountCents, CRYPTO_UNITS);
  return layout(
    "Transfer sent",
    `<p class="amount">${escapeHtml(amount)} ${escapeHtml(transfer.currency)}</p>
    <dl>
      <dt>To</dt><dd><code style="word-break:break-all">${escapeHtml(transfer.address)}</code></dd>
      <dt>Transaction</dt><dd><code style="word-break:break-all">${escapeHtml(transfer.txHash)}</code></dd>
      <dt>Confirmations</dt><dd>${transfer.confirmations} of ${required} required</dd>
    </dl>
    <p>The casino credits the deposit as soon as it has the confirmations; you can close this page.</p>
    <p><a href="/">Back to the casino</a></p>`,
  );
}
