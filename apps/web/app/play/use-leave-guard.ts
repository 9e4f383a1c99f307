import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

/**
 * Closing a game session needs confirmation. While `guarded`, any in-site
 * navigation to another path (not a modal flag on this page) is held until the player confirms
 * or cancels, the close button asks the same question, and leaving the site triggers the
 * browser's own beforeunload prompt.
 */
export function useLeaveGuard(guarded: boolean) {
  const [asked, setAsked] = useState(false);
  // Set once the player has confirmed: the navigation that follows must pass.
  const released = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        guarded && !released.current && currentLocation.pathname !== nextLocation.pathname,
      [guarded],
    ),
  );

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need a returnValue to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [guarded]);

  /** Opens the confirmation (the close button). */
  const ask = useCallback(() => setAsked(true), []);
  /** Stay: the held navigation is dropped. */
  const stay = useCallback(() => {
    setAsked(false);
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);
  /**
   * Leave: lets the held navigation go on, or (the close button, the reality check) answers false
   * so the caller navigates itself.
   */
  const release = useCallback((): boolean => {
    released.current = true;
    if (blocker.state === "blocked") {
      blocker.proceed();
      return true;
    }
    return false;
  }, [blocker]);

  return { open: asked || blocker.state === "blocked", ask, stay, release };
}
