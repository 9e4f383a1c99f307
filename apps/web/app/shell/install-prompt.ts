import { useSyncExternalStore } from "react";

// The browser's install offer (`beforeinstallprompt`, Chromium only) kept in one place, so the
// header item and the drawer's prompt agree. Nothing is shown where the event never fires or when
// the site already runs as an installed app; on iOS (no such event) they explain Add to Home Screen.

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

/** Whether the site runs as an installed app (any display mode but the browser's tab). */
export function isStandalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    window.matchMedia("(display-mode: fullscreen)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * iPhone, iPad and iPod: no `beforeinstallprompt` there; installing is Share → Add to Home Screen.
 * iPadOS presents itself as a Mac, told apart by its touch screen.
 */
export function isIosDevice(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1)
  );
}

/** How the site can be installed here: the browser's dialog, the iOS explanation, or not at all. */
export type InstallOffer = "prompt" | "ios" | null;

function currentOffer(): InstallOffer {
  if (deferred) return "prompt";
  return isIosDevice() && !isStandalone() ? "ios" : null;
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

/** How installing is offered (none on the server), and the action that shows the browser's install dialog. */
export function useInstallPrompt(): { offer: InstallOffer; install: () => Promise<void> } {
  const offer = useSyncExternalStore(subscribe, currentOffer, () => null);
  const install = async () => {
    const event = deferred;
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    deferred = null;
    notify();
  };
  return { offer, install };
}

// Start listening as early as possible: the event may fire before any component mounts.
listen();
