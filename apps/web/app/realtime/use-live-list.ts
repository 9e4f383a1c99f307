import { useCallback, useEffect, useRef, useState } from "react";
import { notifications } from "./notification-store.ts";

/** What a list read answers: the API client's result shape. */
type ListRead = () => Promise<{ ok: true; data: unknown } | { ok: false }>;

/**
 * A list of the player's records (bonuses, loot boxes, ...) that follows the realtime server: the
 * server render's list, read again after an event on one of `channels` (no polling) and when the
 * tab comes back into view (another tab may have played meanwhile). Overlapping reads keep only
 * the latest answer; `replace` puts one record's fresh answer (after an action) in its place, and a
 * read started before it cannot undo it.
 */
export function useLiveList<Item extends { id: number }>(
  initial: readonly Item[],
  read: ListRead,
  channels: ReadonlySet<string>,
) {
  const [items, setItems] = useState<readonly Item[]>(initial);
  const sequence = useRef(0);

  const reload = useCallback(async () => {
    sequence.current += 1;
    const mine = sequence.current;
    const result = await read();
    if (mine === sequence.current && result.ok && Array.isArray(result.data)) setItems(result.data as Item[]);
  }, [read]);

  useEffect(() => {
    setItems(initial);
  }, [initial]);

  useEffect(() => {
    const offEvent = notifications.onEvent((name) => {
      if (channels.has(name)) void reload();
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") void reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      offEvent();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reload, channels]);

  const replace = useCallback((next: Item) => {
    sequence.current += 1;
    setItems((list) => list.map((item) => (item.id === next.id ? next : item)));
  }, []);

  return { items, reload, replace };
}
