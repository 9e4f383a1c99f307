import type { APIRequestContext } from "@playwright/test";
import { e2eBaseUrl } from "./env.ts";

// Funding and chain helpers for the wallet tests. Fixtures go through HTTP as a player and the
// sandbox would: a real card deposit through the sandbox gateway's hosted page (its signed callback
// credits the account), and transfers on the sandbox crypto chain.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

export interface AccountView {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
  active: boolean;
}

export async function getAccounts(request: APIRequestContext): Promise<AccountView[]> {
  const response = await request.get("/api/player/accounts?compatibility=false", { headers: apiHeaders });
  if (!response.ok()) throw new Error(`accounts: ${response.status()} ${await response.text()}`);
  return (await response.json()) as AccountView[];
}

export async function balanceOf(request: APIRequestContext, currency: string): Promise<number> {
  return (await getAccounts(request)).find((account) => account.currency === currency)?.amount_cents ?? 0;
}

/** Polls until `check` answers true (the gateway's callback and the chain's notices arrive in the background). */
async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A real card deposit by the signed-in player of `request`: POST /api/payments/deposits, then the
 * sandbox's hosted card form with the approving test card, following its redirects; resolves once
 * the account is credited.
 */
export async function depositByCard(request: APIRequestContext, amount: string, currency = "EUR"): Promise<void> {
  const before = await balanceOf(request, currency);
  const created = await request.post("/api/payments/deposits", {
    headers: apiHeaders,
    data: { amountValue: amount, id: "creditcard", currency, paymentAction: "deposit", methodFieldsData: {} },
  });
  if (!created.ok()) throw new Error(`deposit: ${created.status()} ${await created.text()}`);
  const { redirectUrl } = (await created.json()) as { redirectUrl: string };
  // The hosted form posts from the gateway's own page: the browser sends that page's Origin.
  const paid = await request.post(redirectUrl, {
    headers: { Origin: new URL(redirectUrl, e2eBaseUrl).origin },
    form: {
      cardNumber: "4242424242424242",
      cardHolder: "Test Player",
      expiryMonth: "12",
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: "123",
    },
  });
  if (!paid.ok()) throw new Error(`card page: ${paid.status()}`);
  await waitFor(async () => (await balanceOf(request, currency)) > before, `the ${currency} deposit to be credited`);
}

export interface SandboxTransfer {
  txHash: string;
  confirmations: number;
  required: number;
}

/** A transfer on the sandbox chain to a deposit address (what a player's wallet app would send). */
export async function sendSandboxTransfer(
  request: APIRequestContext,
  transfer: { currency: string; address: string; amount: string; confirmations: number },
): Promise<SandboxTransfer> {
  // The owner of the address sends it, signed in and from the site (PAYMENTS_SANDBOX is on for e2e).
  const response = await request.post("/sandbox-gateway/crypto/transfers", {
    headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
    data: transfer,
  });
  if (response.status() !== 201) throw new Error(`sandbox transfer: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SandboxTransfer;
}

/** Blocks mined on top of a sandbox transfer. */
export async function confirmSandboxTransfer(
  request: APIRequestContext,
  txHash: string,
  confirmations: number,
): Promise<SandboxTransfer> {
  const response = await request.post(`/sandbox-gateway/crypto/transfers/${encodeURIComponent(txHash)}/confirmations`, {
    headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
    data: { confirmations },
  });
  if (!response.ok()) throw new Error(`sandbox confirmations: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SandboxTransfer;
}

/** Resolves once the player's `currency` account holds more than `before`. */
export async function waitForCredit(request: APIRequestContext, currency: string, before: number): Promise<number> {
  let balance = before;
  await waitFor(async () => {
    balance = await balanceOf(request, currency);
    return balance > before;
  }, `the ${currency} deposit to be credited`);
  return balance;
}

/** Adds (and selects) an account the way the currency modal does. */
export async function addAccount(request: APIRequestContext, currency: string): Promise<void> {
  const response = await request.post(`/api/player/accounts?currency=${encodeURIComponent(currency)}`, {
    headers: apiHeaders,
    data: { currency },
  });
  if (!response.ok()) throw new Error(`add account: ${response.status()} ${await response.text()}`);
}
