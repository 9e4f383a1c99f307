import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { formatMoney } from "./money.ts";

/** Formats minor units in the session's currency and the page's language. */
export function useMoney(currency: string): (minor: number) => string {
  const { i18n } = useLingui();
  return useCallback((minor: number) => formatMoney(minor, currency, i18n.locale), [currency, i18n.locale]);
}
