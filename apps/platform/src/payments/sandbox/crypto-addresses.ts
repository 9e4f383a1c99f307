import type { CryptoCurrency } from "../crypto/coins.ts";
import type { CryptoAddressProvider } from "../crypto/deposit-addresses.ts";

// The sandbox chain's deposit addresses: an HMAC of (currency, player id) under the sandbox
// gateway's secret, written in the alphabet and length of a real address of the coin. They look
// right to a person and a wallet's format check, but no key controls them: nothing is ever sent.

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const HEX = "0123456789abcdef";

/** `sign` is the sandbox gateway's HMAC-SHA256 (hex) under its secret. */
export function createSandboxAddressProvider(gateway: { sign(body: string): string }): CryptoAddressProvider {
  return {
    deriveAddress(playerId, currency) {
      // Not JSON, so this MAC can never pass for a signed callback body.
      const digest = gateway.sign(`crypto-address:${currency}:${playerId}`);
      return formatSandboxAddress(currency, BigInt(`0x${digest}`));
    },
  };
}

/**
 * A coin's address shape from a 256-bit seed: BTC/LTC native SegWit (bc1q…/ltc1q…, 42/43
 * characters), BCH CashAddr (bitcoincash:q…), ETH and USDT (ERC-20) 0x + 40 hex, DOG base58 D….
 */
export function formatSandboxAddress(currency: CryptoCurrency, seed: bigint): string {
  switch (currency) {
    case "BTC":
      return `bc1q${encode(seed, BECH32, 38)}`;
    case "LTC":
      return `ltc1q${encode(seed, BECH32, 38)}`;
    case "BCH":
      return `bitcoincash:q${encode(seed, BECH32, 41)}`;
    case "ETH":
    case "USDT":
      return `0x${encode(seed, HEX, 40)}`;
    case "DOG":
      return `D${encode(seed, BASE58, 33)}`;
  }
}

/** `length` digits of `seed` in `alphabet` (at most 205 bits are used: 41 bech32 characters). */
function encode(seed: bigint, alphabet: string, length: number): string {
  const base = BigInt(alphabet.length);
  let rest = seed;
  let text = "";
  for (let index = 0; index < length; index++) {
    text += alphabet[Number(rest % base)];
    rest /= base;
  }
  return text;
}
