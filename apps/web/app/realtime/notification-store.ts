import type { UserChannel } from "./channels.ts";
import { addNotification, removeNotification, type SiteNotification, toNotification } from "./notification.ts";

// The notification centre's list, and the stream of realtime events other features listen to (the
// header balance, the payment history). The list belongs to one player and lasts for the tab's
// session (sessionStorage: the payment gateway's return is a full page load); another player
// signing in on the tab starts with an empty list.

const STORAGE_PREFIX = "notifications:";

export type RealtimeListener = (name: UserChannel, data: unknown) => void;

export interface ListStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

export interface NotificationStore {
  /** Whose list this is: loads that player's list of this session (none: empty, not kept). */
  setOwner(owner: string | null): void;
  /** A publication on a user channel: listeners hear it; it joins the list if it names something. */
  publish(name: UserChannel, data: unknown): void;
  remove(key: string): void;
  getSnapshot(): readonly SiteNotification[];
  subscribe(listener: () => void): () => void;
  /** Every publication, listed or not (the balance channel too). */
  onEvent(listener: RealtimeListener): () => void;
}

export function createNotificationStore(
  options: { now?: () => number; storage?: ListStorage } = {},
): NotificationStore {
  const now = options.now ?? Date.now;
  const storage = options.storage;
  let owner: string | null = null;
  let list: readonly SiteNotification[] = [];
  let sequence = 0;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<RealtimeListener>();
  const set = (next: readonly SiteNotification[], persist = true) => {
    list = next;
    if (persist && owner !== null) storage?.write(STORAGE_PREFIX + owner, JSON.stringify(list));
    for (const listener of listeners) listener();
  };
  return {
    setOwner(next) {
      if (next === owner) return;
      owner = next;
      set(next === null ? [] : parseList(storage?.read(STORAGE_PREFIX + next) ?? null), false);
    },
    publish(name, data) {
      for (const listener of eventListeners) listener(name, data);
      sequence += 1;
      const item = toNotification(name, data, now(), sequence);
      if (item) set(addNotification(list, item));
    },
    remove: (key) => set(removeNotification(list, key)),
    getSnapshot: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
  };
}

function parseList(stored: string | null): SiteNotification[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? (parsed as SiteNotification[]) : [];
  } catch {
    return [];
  }
}

const sessionList: ListStorage = {
  read: (key) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key, value) => {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Private mode may refuse storage: the list then lasts as long as the page.
    }
  },
};

/** The site's one store (the server never renders a notification: its list stays empty). */
export const notifications = createNotificationStore({ storage: sessionList });
