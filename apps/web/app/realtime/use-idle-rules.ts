import { useEffect } from "react";
import { useNavigate } from "react-router";
import { usePlayer } from "../shell/use-shell-data.ts";
import { IDLE_TIMEOUT_MS } from "./idle-timeout.ts";

// The shell's part of the idle rules (idle-rules.ts): a clock that any activity restarts. Only
// when it runs out does the deciding code load (idle-open.ts), so a visitor's first load carries
// just this clock. (Import nothing else of the rules here: a module the shell imports joins the
// shell's chunk whole.) The offer on a player's page load starts from the signed-in header
// (use-offer-on-load.ts, in the account panel's chunk).

/** Pointer (mouse, touch, pen), keys and scrolling: what counts as activity. */
const ACTIVITY = ["pointerdown", "pointermove", "keydown", "scroll"];

export function useIdleRules(enabled: boolean): void {
  const player = usePlayer();
  const navigate = useNavigate();
  const playerId = player?.id ?? null;
  const depositsCount = player?.stats?.deposits_count ?? 0;
  useEffect(() => {
    if (!enabled) return;
    const listening = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          void import("./idle-open.ts").then((idle) =>
            idle.openIdleModal("idle", { playerId, depositsCount }, navigate),
          ),
        IDLE_TIMEOUT_MS,
      );
    };
    for (const type of ACTIVITY) {
      window.addEventListener(type, restart, { capture: true, passive: true, signal: listening.signal });
    }
    restart();
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [enabled, playerId, depositsCount, navigate]);
}
