import { useCallback, useEffect, useState } from "react";
import { realityCheckDelay } from "./reality-check-schedule.ts";

/**
 * Schedules the reality check of a real-money session (the timing rules live in
 * reality-check-schedule.ts). `due` turns true when it should show; `acknowledge` ("Continue
 * playing") closes it and starts the next interval from now.
 */
export function useRealityCheck(startedAt: number | null, intervalMinutes: number) {
  const [anchor, setAnchor] = useState<number | null>(startedAt);
  const [due, setDue] = useState(false);

  useEffect(() => {
    setAnchor(startedAt);
    setDue(false);
  }, [startedAt]);

  useEffect(() => {
    if (anchor === null || due) return;
    const timer = window.setTimeout(() => setDue(true), realityCheckDelay(anchor, intervalMinutes, Date.now()));
    return () => window.clearTimeout(timer);
  }, [anchor, intervalMinutes, due]);

  const acknowledge = useCallback(() => {
    setAnchor(Date.now());
    setDue(false);
  }, []);

  return { due, acknowledge };
}
