import { timingSafeEqual } from "node:crypto";
import { type SandboxCryptoCallback, sandboxCryptoCallback } from "@croupier/contract";
import { AppError } from "../../errors/app-error.ts";
import { CALLBACK_TOLERANCE_SECONDS, SANDBOX_SIGNATURE_HEADER } from "../sandbox/sandbox-gateway.ts";
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
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const signature = typeof header === "string" ? header : "";
  if (
    !/^[0-9a-f]{64}$/.test(signature) ||
    !safeEqual(Buffer.from(signature, "hex"), Buffer.from(sign(rawBody), "hex"))
  ) {
    throw new AppError("unauthorized", "Invalid signature");
  }
  let parsed: SandboxCryptoCallback;
  try {
    parsed = sandboxCryptoCallback.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError("bad_request", "Malformed callback");
  }
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > CALLBACK_TOLERANCE_SECONDS) {
    throw new AppError("unauthorized", "Stale callback");
  }
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

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
