import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { useCallback } from "react";
import { browserApi } from "../lib/api.client.ts";
import { useLiveList } from "../realtime/use-live-list.ts";
import { bonusCalls } from "./bonus-calls.ts";

/** Realtime channels after which the list is read again: a bonus moved, or money did (a bet wagers). */
const REFRESHING_CHANNELS: ReadonlySet<string> = new Set(["bonuses_changes", "balance"]);

/** The player's bonuses, following the realtime server (see useLiveList). */
export function usePlayerBonuses(locale: Locale, initial: readonly PlayerBonus[]) {
  // Built when called, never while rendering: the browser's client does not exist on the server.
  const api = useCallback(() => browserApi(locale, bonusCalls), [locale]);
  const read = useCallback(() => api().getPlayerBonuses(), [api]);
  const { items, reload, replace } = useLiveList(initial, read, REFRESHING_CHANNELS);
  return { api, bonuses: items, reload, replace };
}
