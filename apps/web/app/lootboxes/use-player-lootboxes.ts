import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";
import { useCallback } from "react";
import { browserApi } from "../lib/api.client.ts";
import { useLiveList } from "../realtime/use-live-list.ts";
import { lootboxCalls } from "./lootbox-calls.ts";

/**
 * Realtime channels after which the list is read again: a box was awarded, opened or expired
 * (`lootboxes_changes`), or a level was reached (`comps_award`: a level-up awards its box in the
 * same transaction, so the box is there when the event arrives).
 */
const REFRESHING_CHANNELS: ReadonlySet<string> = new Set(["lootboxes_changes", "comps_award"]);

/** The player's loot boxes, following the realtime server (see useLiveList). */
export function usePlayerLootboxes(locale: Locale, initial: readonly PlayerLootbox[]) {
  // Built when called, never while rendering: the browser's client does not exist on the server.
  const api = useCallback(() => browserApi(locale, lootboxCalls), [locale]);
  const read = useCallback(() => api().getPlayerLootboxes(), [api]);
  const { items, reload, replace } = useLiveList(initial, read, REFRESHING_CHANNELS);
  return { api, boxes: items, reload, replace };
}
