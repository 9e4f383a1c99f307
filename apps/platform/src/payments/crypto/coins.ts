// The coins the casino takes deposits in, one crypto payment method each (payments.methods.v1 seed).

export const CRYPTO_CURRENCIES = ["BTC", "BCH", "ETH", "LTC", "DOG", "USDT"] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

/**
 * Confirmations (blocks on top of the transfer's) before a deposit is credited. A real chain
 * integration tunes them per coin (Ethereum needs more blocks than Bitcoin for the same certainty);
 * the sandbox chain mines only when asked, so 2 everywhere keeps the demo quick while still showing
 * the "seen, not yet confirmed" state.
 */
export const REQUIRED_CONFIRMATIONS: Record<CryptoCurrency, number> = {
  BTC: 2,
  BCH: 2,
  ETH: 2,
  LTC: 2,
  DOG: 2,
  USDT: 2,
};

/** The payment-URI scheme of a coin's wallets (BIP 21 and its kin; USDT is an ERC-20 token on Ethereum). */
const URI_SCHEMES: Record<CryptoCurrency, string> = {
  BTC: "bitcoin",
  BCH: "bitcoincash",
  ETH: "ethereum",
  LTC: "litecoin",
  DOG: "dogecoin",
  USDT: "ethereum",
};

export function isCryptoCurrency(code: string): code is CryptoCurrency {
  return (CRYPTO_CURRENCIES as readonly string[]).includes(code);
}

/** crypto_btc, crypto_usdt…: the payment method of a coin. */
export function cryptoMethodId(currency: CryptoCurrency): string {
  return `crypto_${currency.toLowerCase()}`;
}

/** The coin of a crypto method id, or null for any other method. */
export function currencyOfCryptoMethod(methodId: string): CryptoCurrency | null {
  const code = methodId.startsWith("crypto_") ? methodId.slice("crypto_".length).toUpperCase() : "";
  return isCryptoCurrency(code) ? code : null;
}

/**
 * The link a wallet app opens (the QR code's content). A CashAddr already carries its
 * `bitcoincash:` prefix, which is the whole URI.
 */
export function paymentUri(currency: CryptoCurrency, address: string): string {
  const scheme = URI_SCHEMES[currency];
  return address.startsWith(`${scheme}:`) ? address : `${scheme}:${address}`;
}
