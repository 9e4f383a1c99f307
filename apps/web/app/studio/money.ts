import { DEMO_CURRENCY } from "@croupier/contract/games-catalog";
import { formatAmount } from "../lib/player.ts";

// Amounts on the game screen are integer minor units, as the platform sends them. Real money
// follows the site's rule (fiat ÷100 with the currency's sign, crypto ÷1e8); FUN is play money
// with no sign of its own, so it shows as a plain number that the screen labels "demo credits".

export function isDemoCurrency(currency: string): boolean {
  return currency === DEMO_CURRENCY;
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  if (isDemoCurrency(currency)) {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  }
  return formatAmount(minor, currency, locale);
}
