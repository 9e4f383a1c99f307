import type { Currency } from "@croupier/contract/schemas/info";
import { locale } from "./i18n/messages.ts";

const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string | null): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * An amount in minor units with its currency, exactly: divided by the currency's
 * `subunits_to_unit` (100 for fiat, 10^8 for crypto; 100 until /api/info/currencies has answered)
 * as a decimal string, never through a float.
 */
export function formatMoney(amountMinor: number, code: string, currencies: readonly Currency[] = []): string {
  const units = currencies.find((currency) => currency.code === code)?.subunits_to_unit ?? 100;
  const digits = Math.max(0, Math.round(Math.log10(units)));
  const negative = amountMinor < 0;
  const text = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, "0");
  const major = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  const formatted = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(digits, 2),
    maximumFractionDigits: digits,
  }).format(major as `${number}`);
  return `${negative ? "−" : ""}${formatted} ${code}`;
}
