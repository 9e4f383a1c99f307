import { randomBytes } from "node:crypto";
import type { SandboxCryptoCallback } from "@croupier/contract";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import type { CryptoCurrency } from "../crypto/coins.ts";
import { CRYPTO_CALLBACK_PATH } from "../crypto/crypto-callback-routes.ts";
import { findAddressOwner, findTransferByHash } from "../crypto/crypto-repository.ts";
import type { CallbackDelivery } from "./callback-delivery.ts";

// The sandbox chain: it stands in for the blockchains, so the crypto flow can be tried and tested
// end to end. Anyone may send a transfer to a deposit address and "mine" confirmations on top; each
// change reaches the platform like a chain watcher's notice would, as a signed server-to-server
// callback (same HMAC and header as the card callbacks, same background delivery with retries).
// It remembers its transfers in memory; after a restart it reads back what the platform recorded.

/** Transfers kept in memory; the oldest are forgotten first (the platform still has them). */
const MEMORY_LIMIT = 10_000;
/** Far beyond any requirement; keeps the counter an ordinary integer however often it is raised. */
const MAX_CONFIRMATIONS = 1_000_000;

export interface ChainTransfer {
  txHash: string;
  currency: CryptoCurrency;
  address: string;
  amountCents: bigint;
  confirmations: number;
}

export interface SandboxChain {
  /** Whether the casino gave this address out (only those can receive on the sandbox chain). */
  hasAddress(currency: CryptoCurrency, address: string): Promise<boolean>;
  /** Records a transfer with a random tx hash and notifies the platform; null for an address never given out. */
  send(transfer: Omit<ChainTransfer, "txHash">): Promise<ChainTransfer | null>;
  /** Mines `blocks` more confirmations on a transfer and notifies the platform. 404 for an unknown tx hash. */
  confirm(txHash: string, blocks: number): Promise<ChainTransfer>;
}

export interface SandboxChainOptions {
  db: Db;
  /** The sandbox gateway's HMAC-SHA256 (hex) under its secret. */
  sign(body: string): string;
  delivery: CallbackDelivery;
  clock(): Date;
}

export function createSandboxChain(options: SandboxChainOptions): SandboxChain {
  const { db, sign, delivery, clock } = options;
  const transfers = new Map<string, ChainTransfer>();

  function remember(transfer: ChainTransfer): void {
    transfers.delete(transfer.txHash);
    transfers.set(transfer.txHash, transfer);
    if (transfers.size > MEMORY_LIMIT) {
      const oldest = transfers.keys().next().value;
      if (oldest !== undefined) transfers.delete(oldest);
    }
  }

  function notify(transfer: ChainTransfer): void {
    const { body, signature } = buildCryptoCallback(sign, transfer, clock());
    delivery.deliver(body, signature, CRYPTO_CALLBACK_PATH);
  }

  async function recall(txHash: string): Promise<ChainTransfer | null> {
    const known = transfers.get(txHash);
    if (known) return known;
    const recorded = await findTransferByHash(db, txHash);
    if (!recorded) return null;
    return {
      txHash: recorded.txHash,
      currency: recorded.currency as CryptoCurrency,
      address: recorded.address,
      amountCents: recorded.amountCents,
      confirmations: recorded.confirmations,
    };
  }

  async function hasAddress(currency: CryptoCurrency, address: string): Promise<boolean> {
    return (await findAddressOwner(db, currency, address)) !== null;
  }

  return {
    hasAddress,

    async send(input) {
      if (!(await hasAddress(input.currency, input.address))) return null;
      const transfer: ChainTransfer = { ...input, txHash: randomBytes(32).toString("hex") };
      remember(transfer);
      notify(transfer);
      return transfer;
    },

    async confirm(txHash, blocks) {
      const known = await recall(txHash);
      if (!known) throw new AppError("not_found", "Unknown transaction");
      // Read and written without an await in between: concurrent requests each add their blocks.
      const latest = transfers.get(txHash) ?? known;
      const transfer = { ...latest, confirmations: Math.min(latest.confirmations + blocks, MAX_CONFIRMATIONS) };
      remember(transfer);
      notify(transfer);
      return transfer;
    },
  };
}

/** The signed notice of a transfer's current state (raw body and `x-sandbox-signature` value). */
export function buildCryptoCallback(
  sign: (body: string) => string,
  transfer: ChainTransfer,
  now: Date,
): { body: string; signature: string } {
  const notice: SandboxCryptoCallback = {
    event_id: randomBytes(8).toString("hex"),
    currency: transfer.currency,
    tx_hash: transfer.txHash,
    address: transfer.address,
    amount_cents: transfer.amountCents.toString(),
    confirmations: transfer.confirmations,
    timestamp: Math.floor(now.getTime() / 1000),
  };
  const body = JSON.stringify(notice);
  return { body, signature: sign(body) };
}
