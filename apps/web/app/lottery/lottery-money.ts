import type { Locale } from "@croupier/contract/i18n/locales";
import { formatAmount, isFiatCurrency } from "../lib/player.ts";

/** A fiat amount without ".00" when whole ("€20", "€2.50"); other amounts as the site shows money. */
export function formatMoney(cents: number, currency: string, locale: Locale | string): string {
  if (!isFiatCurrency(currency) || cents % 100 !== 0) return formatAmount(cents, currency, locale);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(cents / 100);
  } catch {
    return formatAmount(cents, currency, locale);
  }
}
