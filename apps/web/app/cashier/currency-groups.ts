// Currency management: the list splits into real money and crypto, with
// the FUN play money last. Pure helpers so the modal only renders.

export interface CurrencyChoice {
  code: string;
  symbol: string;
  fiat: boolean;
  /** FUN: play money, never the player's current currency (GET /api/info/currencies `play_money`). */
  play_money?: boolean;
}

export type CurrencyGroup = "real" | "crypto" | "play";

export function currencyGroup(currency: Pick<CurrencyChoice, "fiat" | "play_money">): CurrencyGroup {
  if (currency.play_money) return "play";
  return currency.fiat ? "real" : "crypto";
}

const GROUP_ORDER: CurrencyGroup[] = ["real", "crypto", "play"];

/** The currencies the player does not hold yet, in the operator's order within real, crypto, play. */
export function addableCurrencies(
  currencies: readonly CurrencyChoice[],
  heldCodes: readonly string[],
): { group: CurrencyGroup; currencies: CurrencyChoice[] }[] {
  const held = new Set(heldCodes);
  return GROUP_ORDER.map((group) => ({
    group,
    currencies: currencies.filter((currency) => !held.has(currency.code) && currencyGroup(currency) === group),
  })).filter((entry) => entry.currencies.length > 0);
}

/** The player's accounts in the same order (real money, crypto, play money last); stable within a group. */
export function orderAccounts<A extends { currency: string }>(
  accounts: readonly A[],
  currencies: readonly CurrencyChoice[],
): A[] {
  const rank = (code: string) => {
    const known = currencies.find((currency) => currency.code === code);
    return GROUP_ORDER.indexOf(known ? currencyGroup(known) : code === "FUN" ? "play" : "real");
  };
  return accounts
    .map((account, index) => ({ account, index }))
    .sort((a, b) => rank(a.account.currency) - rank(b.account.currency) || a.index - b.index)
    .map(({ account }) => account);
}

/** Names for coins that Intl.DisplayNames does not know. Proper names: the same in every language. */
const COIN_NAMES: Record<string, string> = {
  BTC: "Bitcoin",
  BCH: "Bitcoin Cash",
  ETH: "Ethereum",
  LTC: "Litecoin",
  DOG: "Dogecoin",
  DOGE: "Dogecoin",
  USDT: "Tether",
};

/** The currency's name in the player's language ("Euro", "Евро", "Bitcoin"), or null when unknown. */
export function currencyName(code: string, locale: string): string | null {
  if (COIN_NAMES[code]) return COIN_NAMES[code];
  try {
    const name = new Intl.DisplayNames(locale, { type: "currency", fallback: "none" }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
