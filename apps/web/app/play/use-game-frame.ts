import { type RefObject, useCallback, useEffect, useRef } from "react";
import { type GameFrameMessage, type GamePageMessage, isGameFrameMessage } from "../games/frame-messages.ts";

/**
 * The page's side of the frame protocol (games/frame-messages.ts): messages from this game's
 * iframe only (same origin, its own window), and a way to tell it to pause or resume. A
 * third-party game on another origin neither sends nor receives these; the page then relies on
 * polling its session figures.
 */
export function useGameFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: GameFrameMessage) => void,
): (message: GamePageMessage) => void {
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isGameFrameMessage(event.data)) handler.current(event.data);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [frame]);

  return useCallback(
    (message: GamePageMessage) => {
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    },
    [frame],
  );
}
