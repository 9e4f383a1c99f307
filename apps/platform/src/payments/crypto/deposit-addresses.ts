import type { PaymentMethodField } from "@croupier/contract";
import type { Executor } from "../../db/database.ts";
import { type CryptoCurrency, paymentUri } from "./coins.ts";
import { findDepositAddress, insertDepositAddress } from "./crypto-repository.ts";

/**
 * Where deposit addresses come from: a custody provider or a wallet's key derivation in a real
 * integration, the sandbox chain here (sandbox/crypto-addresses.ts). It may answer a different
 * address tomorrow (a new secret); the first one given to a player is stored and kept.
 */
export interface CryptoAddressProvider {
  deriveAddress(playerId: number, currency: CryptoCurrency): string;
}

/** Who asks for a crypto method's fields: only a signed-in player has an address. */
export interface CryptoFieldsViewer {
  playerId: number | null;
  addresses: CryptoAddressProvider;
  /** The app clock's now (the player's deposit limits count back from it). */
  now?: Date;
}

/**
 * The player's deposit address in a currency, given out on first request and never changed:
 * insert-if-missing, then read, so two concurrent first requests agree on one address.
 */
export async function getDepositAddress(
  db: Executor,
  provider: CryptoAddressProvider,
  playerId: number,
  currency: CryptoCurrency,
): Promise<string> {
  const existing = await findDepositAddress(db, playerId, currency);
  if (existing) return existing;
  await insertDepositAddress(db, { playerId, currency, address: provider.deriveAddress(playerId, currency) });
  const stored = await findDepositAddress(db, playerId, currency);
  if (!stored) throw new Error(`no ${currency} deposit address for player ${playerId} (address taken by another?)`);
  return stored;
}

/**
 * The one field of a crypto deposit (the payments library's getMethodFields): the address to send
 * coins to and its payment URI for a signed-in player; signed out, the bare field.
 */
export async function getCryptoAddressField(
  db: Executor,
  currency: CryptoCurrency,
  viewer: CryptoFieldsViewer | undefined,
): Promise<PaymentMethodField> {
  const field: PaymentMethodField = {
    fieldName: "address",
    translationKey: "payments.fields.address",
    type: "crypto_address",
    isRequired: false,
    hosted: false,
  };
  if (!viewer?.playerId) return field;
  const address = await getDepositAddress(db, viewer.addresses, viewer.playerId, currency);
  return { ...field, address, href: paymentUri(currency, address) };
}
