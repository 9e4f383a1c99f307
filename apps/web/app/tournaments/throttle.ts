export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once every `intervalMs`: the first call runs it at once, calls within the
 * interval run it once at the interval's end (so the last event is never missed).
 */
export function throttle(fn: () => void, intervalMs: number): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + intervalMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
