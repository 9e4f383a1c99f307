import { createHash } from "node:crypto";
import type { Db } from "../db/database.ts";
import { findProvider } from "./repository.ts";
import { isValidProviderSignature } from "./signature.ts";

// Every wallet call needs its provider's secret before anything else (the signature), but a
// provider changes only when an operator rotates its secret or disables it. So bets and wins use a
// copy kept per database, and never trust it blindly: the database's wallet_move re-checks, in the
// same statement as the move, that the provider is still enabled and that its secret still has the
// SHA-256 the signature was verified with; when not, the copy is reloaded and the call repeated.
// A signature that fails against the copy is checked again against a fresh read (a new secret).
// After a rotation the previous secret stays accepted until `previousSecretUntil`: `signerOf` tells
// which secret signed a call, and its digest is the one wallet_move is given.

export interface WalletProvider {
  id: string;
  secret: string;
  enabled: boolean;
  /** Hex SHA-256 of the secret: what wallet_move compares with the stored secret's. */
  secretDigest: string;
  /** The secret replaced by the last rotation and until when it is accepted (null: none). */
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  /** True when this came from the copy rather than a read just now. */
  isCached: boolean;
}

const copies = new WeakMap<Db, Map<string, WalletProvider>>();

function copiesOf(db: Db): Map<string, WalletProvider> {
  let map = copies.get(db);
  if (!map) {
    map = new Map();
    copies.set(db, map);
  }
  return map;
}

/** The provider, from the copy when there is one (only enabled providers are kept). */
export async function getWalletProvider(db: Db, id: string): Promise<WalletProvider | null> {
  return copiesOf(db).get(id) ?? loadWalletProvider(db, id);
}

/** Reads the provider now and keeps (or drops) the copy accordingly. */
export async function loadWalletProvider(db: Db, id: string): Promise<WalletProvider | null> {
  const row = await findProvider(db, id);
  const map = copiesOf(db);
  if (!row?.enabled) {
    map.delete(id);
    return row ? { ...toWalletProvider(row), isCached: false } : null;
  }
  const provider = toWalletProvider(row);
  map.set(id, { ...provider, isCached: true });
  return provider;
}

/**
 * The provider as the secret that signed `rawBody` sees it: itself when the current secret did, a
 * copy carrying the previous secret's digest when that one did within its grace period, else null.
 */
export function signerOf(
  provider: WalletProvider,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): WalletProvider | null {
  if (isValidProviderSignature(provider.secret, rawBody, signature)) return provider;
  const { previousSecret, previousSecretUntil } = provider;
  if (previousSecret === null || previousSecretUntil === null || previousSecretUntil <= now) return null;
  if (!isValidProviderSignature(previousSecret, rawBody, signature)) return null;
  return { ...provider, secretDigest: digestOf(previousSecret) };
}

function digestOf(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function toWalletProvider(row: {
  id: string;
  secret: string;
  enabled: boolean;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}): WalletProvider {
  return {
    id: row.id,
    secret: row.secret,
    enabled: row.enabled,
    secretDigest: digestOf(row.secret),
    previousSecret: row.previousSecret,
    previousSecretUntil: row.previousSecretUntil,
    isCached: false,
  };
}
