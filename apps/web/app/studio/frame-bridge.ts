import { useEffect, useState } from "react";
import { type GameFrameMessage, isGamePageMessage } from "../games/frame-messages.ts";

// Talks to the game page around the iframe (apps/web/app/games/frame-messages.ts): the page hears
// every settled round, and pauses play while its reality check or close confirmation is open.
// Both sides are same-origin; anything from another origin is ignored.

export function postToParent(message: GameFrameMessage): void {
  if (typeof window === "undefined" || window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

/** True while the page has asked the game to pause. */
export function usePausedByParent(): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isGamePageMessage(event.data)) return;
      setPaused(event.data.type === "croupier:pause");
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return paused;
}
