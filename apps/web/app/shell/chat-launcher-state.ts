// The live chat's state that the shell needs before the chat itself has loaded: whether its panel
// is open and how many agent messages wait unread. The launcher button (always on the page) and the
// support page's "Start a live chat" button write it; the chat (a chunk of its own, app/chat/)
// reads it and reports the unread count back.

export interface ChatLauncherState {
  isOpen: boolean;
  /** Agent messages that arrived while the panel was closed. */
  unread: number;
}

/** Set once this browser has started a conversation: later pages connect on idle for the unread count. */
export const CHAT_STARTED_KEY = "chatStarted";

const INITIAL: ChatLauncherState = { isOpen: false, unread: 0 };
let state = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<ChatLauncherState>): void {
  const merged = { ...state, ...next };
  if (merged.isOpen === state.isOpen && merged.unread === state.unread) return;
  state = merged;
  for (const listener of listeners) listener();
}

export const chatLauncher = {
  getSnapshot: (): ChatLauncherState => state,
  getServerSnapshot: (): ChatLauncherState => INITIAL,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the panel; its messages count as read. */
  open: () => update({ isOpen: true, unread: 0 }),
  close: () => update({ isOpen: false }),
  setUnread: (unread: number) => update({ unread: Math.max(0, unread) }),
  /** Back to the start (tests). */
  reset: () => update(INITIAL),
};

/** Opens the live chat panel from anywhere on the site (the support page's button). */
export function openChat(): void {
  chatLauncher.open();
}
