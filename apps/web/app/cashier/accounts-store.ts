import type { WalletAccount } from "@croupier/contract";
import { accountCalls } from "@croupier/contract/client/accounts";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { Player } from "@croupier/contract/schemas/player";
import { useSyncExternalStore } from "react";
import type { PlayerAccount } from "../lib/player.ts";

// The site's one source of truth for the signed-in player's accounts (the header balance, the
// currency list, the withdraw page's balance). Two kinds of answer feed it: the root loader's
// player (every navigation and revalidation, through root.tsx's clientLoader) and
// GET /api/player/accounts after every money action (refreshAccounts). Each answer is stamped with
// the moment its request left; the store keeps the answer of the LATEST request, whatever order
// the answers arrive in, so an older answer landing last never puts back a stale balance or
// currency (what made the currency switch look stuck and the header lag a withdrawal).

type PlayerId = Player["id"] | null;

interface Snapshot {
  playerId: PlayerId;
  /** Request order of the answer kept (a counter, not a clock: only the order matters). */
  requestedAt: number;
  accounts: readonly PlayerAccount[];
}

let requests = 0;
let snapshot: Snapshot = { playerId: null, requestedAt: 0, accounts: [] };
const listeners = new Set<() => void>();

/** Stamps a request about to leave: pass the stamp to offerAccounts with its answer. */
export function stampRequest(): number {
  requests += 1;
  return requests;
}

/** An answer about `playerId`'s accounts; kept unless a later request's answer is already here. */
export function offerAccounts(playerId: PlayerId, accounts: readonly PlayerAccount[] | undefined, requestedAt: number) {
  if (!accounts) return;
  const isSamePlayer = playerId === snapshot.playerId;
  if (isSamePlayer && requestedAt <= snapshot.requestedAt) return;
  snapshot = { playerId, requestedAt, accounts };
  for (const listener of listeners) listener();
}

/**
 * After a money action (currency switch, withdrawal, recall, deposit credited): reads the accounts
 * and publishes them. Resolves once the store holds an answer at least this fresh.
 */
export async function refreshAccounts(locale: Locale, playerId: PlayerId): Promise<void> {
  const requestedAt = stampRequest();
  const { browserApi } = await import("../lib/api.client.ts");
  const result = await browserApi(locale, accountCalls).getPlayerAccounts();
  if (result.ok) offerAccounts(playerId, result.data as WalletAccount[], requestedAt);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/**
 * The player's accounts: the store's when it holds this player's, else the server-rendered
 * player's (the first render, before any later answer).
 */
export function useAccounts(player: Pick<Player, "id" | "accounts"> | null): readonly PlayerAccount[] {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (!player) return [];
  if (current.playerId === (player.id ?? null) && current.requestedAt > 0) return current.accounts;
  return player.accounts ?? [];
}

/** The player as the store knows it: its accounts, and the header's wallet chosen among them. */
export function usePlayerWithAccounts<T extends Player>(player: T): T {
  const accounts = useAccounts(player);
  if (accounts === player.accounts) return player;
  const active = accounts.find((account) => account.active);
  return { ...player, accounts: [...accounts], walletAccount: active ?? undefined };
}
