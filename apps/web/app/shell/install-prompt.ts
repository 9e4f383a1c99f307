import { useSyncExternalStore } from "react";

// The browser's install offer (`beforeinstallprompt`, Chromium only) kept in one place, so the
// header item and the drawer's prompt agree. Nothing is shown where the event never fires or when
// the site already runs as an installed app.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let listening = false;

function notify() {
  for (const listener of listeners) listener();
}

/** Inline in <head> (root.tsx): keeps an offer the browser makes before this module has loaded. */
export const EARLY_INSTALL_PROMPT_SCRIPT =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__installPrompt=e},{once:true})";

function isStandalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function offer(event: Event) {
  event.preventDefault();
  deferred = isStandalone() ? null : (event as BeforeInstallPromptEvent);
  notify();
}

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  const early = (window as Window & { __installPrompt?: Event }).__installPrompt;
  if (early) offer(early);
  window.addEventListener("beforeinstallprompt", offer);
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether installing is offered, and the action that shows the browser's install dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  const install = async () => {
    const event = deferred;
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    deferred = null;
    notify();
  };
  return { canInstall, install };
}

// Start listening as early as possible: the event may fire before any component mounts.
listen();
