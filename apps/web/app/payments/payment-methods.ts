import { paymentCalls } from "@croupier/contract/client/payments";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { PaymentMethod } from "@croupier/contract/schemas/payments";
import { useCallback, useEffect, useState } from "react";
import { browserApi } from "../lib/api.client.ts";

// The deposit methods of a currency (GET /api/payments/methods, the payments library's getMethods).
// The amount step needs their limits and the method step their list: one request serves both, kept
// for the page's life; a failed load is forgotten so "Try again" asks again.

export type MethodsState =
  | { status: "loading" }
  | { status: "ready"; methods: PaymentMethod[] }
  | { status: "error"; message: string | null };

const cache = new Map<string, Promise<PaymentMethod[]>>();

class MethodsLoadError extends Error {}

export function loadDepositMethods(locale: Locale, currency: string): Promise<PaymentMethod[]> {
  const key = `${locale}:${currency}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = browserApi(locale, paymentCalls)
      .getPaymentMethods(currency, "deposit")
      .then((result) => {
        if (result.ok && Array.isArray(result.data)) return result.data;
        throw new MethodsLoadError(result.ok || result.error === "network" ? "" : (result.error ?? ""));
      })
      .catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
    cache.set(key, promise);
  }
  return promise;
}

/** The methods of `currency` as component state, with a retry for spec point 8's load error. */
export function useDepositMethods(locale: Locale, currency: string): MethodsState & { retry: () => void } {
  const [state, setState] = useState<MethodsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    loadDepositMethods(locale, currency).then(
      (methods) => current && setState({ status: "ready", methods }),
      (error: unknown) =>
        current &&
        setState({
          status: "error",
          message: error instanceof MethodsLoadError && error.message ? error.message : null,
        }),
    );
    return () => {
      current = false;
    };
  }, [locale, currency, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
