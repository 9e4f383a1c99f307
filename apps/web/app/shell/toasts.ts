import type { toast } from "sonner";

/**
 * Toasts cost nothing until the first one: `loadToast()` fetches sonner, asks `LazyToaster` to
 * mount its Toaster, and resolves once the Toaster listens (a toast published before that would
 * be lost). Every caller goes through here, never `import("sonner")` directly.
 */
export type Toast = typeof toast;

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function loadToast(): Promise<Toast> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([import("sonner"), mounted]).then(([module]) => module.toast);
}

/** For LazyToaster (useSyncExternalStore): whether a toast has been asked for yet. */
export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by LazyToaster once its Toaster has subscribed to sonner's store. */
export function toasterMounted(): void {
  markMounted();
}
