import { FIRST_DEPOSIT_CLOSED_KEY, readStorage, writeStorage } from "../lib/storage-keys.ts";

// The first-deposit offer: after the crypto flow's modal closes, a player who has
// deposited sees the offer; closing the offer stores a timestamp locally, and the offer does not
// come back for the same player within the re-show window (120 s).

export const FIRST_DEPOSIT_RESHOW_MS = 120_000;

export interface OfferClosed {
  playerId: string;
  at: number;
}

/** The stored value "<playerId>_<epoch ms>": like every local choice, it belongs to one player. */
export function offerClosedValue(playerId: string | number, now: number): string {
  return `${playerId}_${now}`;
}

export function parseOfferClosed(stored: string | null): OfferClosed | null {
  const match = stored ? /^(.+)_(\d+)$/.exec(stored) : null;
  if (!match?.[1] || !match[2]) return null;
  return { playerId: match[1], at: Number(match[2]) };
}

/** True when the offer was closed by this player less than the re-show window ago. */
export function isOfferRecentlyClosed(closed: OfferClosed | null, playerId: string | number, now: number): boolean {
  return closed !== null && closed.playerId === String(playerId) && now - closed.at < FIRST_DEPOSIT_RESHOW_MS;
}

/** After the crypto flow closes: offer when the player has deposited and has not just closed it. */
export function shouldOfferAfterDepositFlow(input: {
  depositsCount: number;
  playerId: string | number;
  closed: OfferClosed | null;
  now: number;
}): boolean {
  return input.depositsCount > 0 && !isOfferRecentlyClosed(input.closed, input.playerId, input.now);
}

export function readOfferClosed(): OfferClosed | null {
  return parseOfferClosed(readStorage(FIRST_DEPOSIT_CLOSED_KEY));
}

export function recordOfferClosed(playerId: string | number, now = Date.now()): void {
  writeStorage(FIRST_DEPOSIT_CLOSED_KEY, offerClosedValue(playerId, now));
}
