/**
 * The session clock (UK RTS 13C: elapsed time in hours, minutes and seconds for the whole
 * session): "00:04:09", hours growing past 99 rather than wrapping.
 */
export function formatElapsed(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":");
}

/** A duration for a sentence ("1 h 05 min", "12 min", "45 s"), with the locale's own units. */
export function durationParts(elapsedMs: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
