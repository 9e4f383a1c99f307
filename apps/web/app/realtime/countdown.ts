import { useEffect, useState } from "react";

// The free-spin offer's activation countdown: the time left, updated every second.

export interface TimeLeft {
  days: number;
  /** "hh:mm:ss" (the days apart), digits the same in every language. */
  clock: string;
  isOver: boolean;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Time left until `until` (ISO) at `now`; an unreadable or past date is over. */
export function timeLeft(until: string | null, now: number): TimeLeft {
  const end = until ? Date.parse(until) : Number.NaN;
  const seconds = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock, isOver: seconds === 0 };
}

/** The current time, re-read every `intervalMs` while `active` (the countdown ticks each second). */
export function useNow(active = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
