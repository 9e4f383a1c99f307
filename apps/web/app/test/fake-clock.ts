import { vi } from "vitest";

/**
 * Waits, on real timeouts, until a component has started its clock's interval. For tests that
 * fake only Date and setInterval: vi.waitFor would advance the faked clock at every check and move
 * a countdown on by itself, and Testing Library's waitFor polls on the faked setInterval.
 */
export async function untilIntervalStarts(timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (vi.getTimerCount() === 0) {
    if (performance.now() - started > timeoutMs) throw new Error("no interval started");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
