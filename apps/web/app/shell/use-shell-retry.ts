import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useShellData } from "./use-shell-data.ts";

/**
 * When the server could not load part of the shell (a platform call timed out or failed, see
 * loadShellData), the hydrated page asks for it once more, so the menus and the footer fill in
 * without the player navigating. Once per page load: a platform that stays down is not polled.
 */
export function useShellRetry(): void {
  const { incomplete } = useShellData();
  const revalidator = useRevalidator();
  const retried = useRef(false);
  useEffect(() => {
    if (!incomplete || retried.current) return;
    retried.current = true;
    void revalidator.revalidate();
  }, [incomplete, revalidator]);
}
