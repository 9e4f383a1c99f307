import { paymentCalls } from "@croupier/contract/client/payments";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { PaymentMethod } from "@croupier/contract/schemas/payments";
import { browserApi } from "../lib/api.client.ts";
import { type Loaded, type LoadFailure, useLoad } from "../ui/use-load.ts";

// The deposit methods of a currency (GET /api/payments/methods, the payments library's getMethods).
// The amount step needs their limits and the method step their list: one request serves both, kept
// for the page's life; a failed load is forgotten so "Try again" asks again.

const cache = new Map<string, Promise<PaymentMethod[]>>();

export function loadDepositMethods(locale: Locale, currency: string): Promise<PaymentMethod[]> {
  const key = `${locale}:${currency}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = browserApi(locale, paymentCalls)
      .getPaymentMethods(currency, "deposit")
      .then((result) => {
        if (result.ok && Array.isArray(result.data)) return result.data;
        // No answer, or one without a list: the generic text. A refusal shows its own words.
        const text = result.ok || result.error === "network" ? null : (result.error ?? null);
        const failure: LoadFailure = { text: text || null, httpStatus: result.ok ? 0 : result.status };
        throw failure;
      })
      .catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
    cache.set(key, promise);
  }
  return promise;
}

/** The methods of `currency` as component state, with a retry after a failed load. */
export function useDepositMethods(locale: Locale, currency: string): Loaded<PaymentMethod[]> & { retry: () => void } {
  return useLoad(() => loadDepositMethods(locale, currency), `${locale}:${currency}`);
}
