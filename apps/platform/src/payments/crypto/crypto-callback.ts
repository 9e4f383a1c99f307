import { sandboxCryptoCallback } from "@croupier/contract";
import { AppError } from "../../errors/app-error.ts";
import { readSignedCallback } from "../sandbox/signed-callback.ts";
import { type CryptoCurrency, isCryptoCurrency } from "./coins.ts";

/** A verified notice of a transfer to a deposit address, in minor units. */
export interface CryptoTransferNotice {
  eventId: string;
  currency: CryptoCurrency;
  txHash: string;
  address: string;
  amountCents: bigint;
  confirmations: number;
}

/**
 * Checks a chain notice the way the card callbacks are checked (sandbox-gateway.ts): HMAC-SHA256
 * of the RAW body under the gateway's secret, hex in `x-sandbox-signature` (401 when missing or
 * wrong), a timestamp within 300 s (401 when stale), then the body's shape (400 when malformed).
 */
export function verifyCryptoCallback(
  sign: (body: string) => string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): CryptoTransferNotice {
  const parsed = readSignedCallback(sign, sandboxCryptoCallback, rawBody, headers, now);
  const amountCents = BigInt(parsed.amount_cents);
  if (!isCryptoCurrency(parsed.currency) || amountCents <= 0n) throw new AppError("bad_request", "Malformed callback");
  return {
    eventId: parsed.event_id,
    currency: parsed.currency,
    txHash: parsed.tx_hash,
    address: parsed.address,
    amountCents,
    confirmations: parsed.confirmations,
  };
}
