import { useEffect, useState } from "react";

/**
 * The current time for a countdown: the loader's `serverNow` on the first render (so the server's
 * HTML and the hydration agree to the second), then the browser's clock every `intervalMs`.
 */
export function useClock(serverNow: number, active = true, intervalMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
