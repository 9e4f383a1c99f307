import { paymentCalls } from "@croupier/contract/client/payments";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { Payment } from "@croupier/contract/schemas/payments";
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Location, NavigateFunction } from "react-router";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { browserApi } from "../lib/api.client.ts";
import { pushTagManagerEvent } from "../lib/tag-manager.ts";
import { openModalSearch } from "../modals/modal-flags.ts";
import { loadToast } from "../shell/toasts.ts";
import { readDepositBuffer, updateDepositBuffer } from "./deposit-buffer.ts";
import type { DepositOutcome } from "./deposit-return.ts";

// What happens when the gateway sends the player back, loaded only then.
// The gateway's signed callback credits the deposit in the background, usually before the browser
// is back; we still wait for the payment to be final before reloading the balance, so the header
// and the deposit-success modal never show the old amount.

const POLL_INTERVAL_MS = 500;
const POLL_ATTEMPTS = 12;
const FINAL_STATES: ReadonlySet<Payment["state"]> = new Set(["succeeded", "declined", "rejected", "canceled"]);

interface ReturnContext {
  outcome: DepositOutcome;
  /** Where the player is, already without the `deposit` flag (the layout strips it: deposit-return.ts stays out of this chunk). */
  location: Location;
  locale: Locale;
  navigate: NavigateFunction;
  revalidate: () => Promise<void>;
}

const DEPOSIT_RETURN_TOAST = "deposit-return";

export async function completeDepositReturn({ outcome, location, locale, navigate, revalidate }: ReturnContext) {
  const buffer = readDepositBuffer();
  const { search } = location;
  // The toasts' texts live in the wallet catalogue (it may not be loaded on this page yet).
  const [toast] = await Promise.all([loadToast(), loadFeatureCatalogue(i18n, "payments")]);
  if (outcome === "success") {
    // One id for the return's toast: were the return handled twice (a revalidation racing the
    // flag's removal), the player still sees one toast.
    toast.success(t`Deposit successful`, { id: DEPOSIT_RETURN_TOAST });
    const next = openModalSearch(search, "deposit-success");
    await navigate(`${location.pathname}${next}${location.hash}`, { replace: true, preventScrollReset: true });
  } else {
    toast.error(t`Payment not confirmed`, { id: DEPOSIT_RETURN_TOAST });
    // The amount and method stay in the buffer, so Deposit starts again where the player was.
    updateDepositBuffer({ paymentId: null });
    await navigate(`${location.pathname}${search}${location.hash}`, { replace: true, preventScrollReset: true });
  }
  const payment = await waitForFinalPayment(locale, buffer.paymentId);
  await revalidate();
  if (outcome === "success") {
    pushTagManagerEvent({
      event: "deposit_success",
      amount: payment ? payment.amount_cents / 100 : Number(buffer.value) || null,
      currency: payment?.currency ?? buffer.currency,
    });
  }
}

/** The payment once it is final (or after a few seconds, as it stands); null when unknown. */
async function waitForFinalPayment(locale: Locale, paymentId: number | null): Promise<Payment | null> {
  if (paymentId === null) return null;
  const api = browserApi(locale, paymentCalls);
  let payment: Payment | null = null;
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
    const result = await api.getPlayerPayments();
    payment = result.ok ? (result.data.find((item) => item.id === paymentId) ?? null) : null;
    if (!payment || FINAL_STATES.has(payment.state)) return payment;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return payment;
}
