import { LAST_PLAYED_GAME_IDS_KEY, readStorage, writeStorage } from "../lib/storage-keys.ts";

// The games this device opened last (identifiers, newest first), kept in localStorage by the game
// page and shown as "Recently played" in the search modal; sign-out removes them.

export const LAST_PLAYED_LIMIT = 12;

/** The identifiers stored under the key, newest first; anything unreadable counts as none. */
export function parseLastPlayed(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The list after opening `identifier`: moved (or added) to the front, at most LAST_PLAYED_LIMIT. */
export function withLastPlayed(list: readonly string[], identifier: string): string[] {
  return [identifier, ...list.filter((item) => item !== identifier)].slice(0, LAST_PLAYED_LIMIT);
}

export function readLastPlayed(): string[] {
  return parseLastPlayed(readStorage(LAST_PLAYED_GAME_IDS_KEY));
}

export function rememberLastPlayed(identifier: string): void {
  writeStorage(LAST_PLAYED_GAME_IDS_KEY, JSON.stringify(withLastPlayed(readLastPlayed(), identifier)));
}
