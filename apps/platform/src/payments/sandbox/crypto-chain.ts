import { randomBytes } from "node:crypto";
import type { Locale, SandboxCryptoCallback } from "@croupier/contract";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import type { CryptoCurrency } from "../crypto/coins.ts";
import { CRYPTO_CALLBACK_PATH } from "../crypto/crypto-callback-routes.ts";
import { findAddressOwner, findTransferByHash } from "../crypto/crypto-repository.ts";
import type { CallbackDelivery } from "./callback-delivery.ts";
import { recordSandboxTransfer, type SandboxTransferLimits } from "./transfer-limits.ts";

// The sandbox chain: it stands in for the blockchains, so the crypto flow can be tried and tested
// end to end. It mints test coins, so only the signed-in owner of a deposit address may send to it,
// within caps per transfer and per day (transfer-limits.ts), and "mine" confirmations on top; each
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

/** Who sends: the signed-in player, and where a refused amount's message goes. */
export interface ChainSender {
  playerId: number;
  locale: Locale;
  /** The request field of the amount (`amount`), for the 422 of a cap. */
  field: string;
}

export interface SandboxChain {
  /** Whether the casino gave this address to this player (only the owner may send to it). */
  isOwnAddress(currency: CryptoCurrency, address: string, playerId: number): Promise<boolean>;
  /**
   * Records a transfer with a random tx hash within the caps (else 422) and notifies the platform;
   * null for an address that is not the sender's own.
   */
  send(transfer: Omit<ChainTransfer, "txHash">, sender: ChainSender): Promise<ChainTransfer | null>;
  /**
   * Mines `blocks` more confirmations on a transfer and notifies the platform. 404 for an unknown tx
   * hash or a transfer to another player's address.
   */
  confirm(txHash: string, blocks: number, playerId: number): Promise<ChainTransfer>;
}

export interface SandboxChainOptions {
  db: Db;
  /** The sandbox gateway's HMAC-SHA256 (hex) under its secret. */
  sign(body: string): string;
  delivery: CallbackDelivery;
  clock(): Date;
  limits: SandboxTransferLimits;
}

export function createSandboxChain(options: SandboxChainOptions): SandboxChain {
  const { db, sign, delivery, clock, limits } = options;
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

  async function isOwnAddress(currency: CryptoCurrency, address: string, playerId: number): Promise<boolean> {
    return (await findAddressOwner(db, currency, address)) === playerId;
  }

  return {
    isOwnAddress,

    async send(input, sender) {
      if (!(await isOwnAddress(input.currency, input.address, sender.playerId))) return null;
      const transfer: ChainTransfer = { ...input, txHash: randomBytes(32).toString("hex") };
      await recordSandboxTransfer(
        db,
        {
          playerId: sender.playerId,
          currency: transfer.currency,
          txHash: transfer.txHash,
          amountCents: transfer.amountCents,
        },
        { limits, now: clock(), locale: sender.locale, field: sender.field },
      );
      remember(transfer);
      notify(transfer);
      return transfer;
    },

    async confirm(txHash, blocks, playerId) {
      const known = await recall(txHash);
      if (!known || !(await isOwnAddress(known.currency, known.address, playerId))) {
        throw new AppError("not_found", "Unknown transaction");
      }
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
