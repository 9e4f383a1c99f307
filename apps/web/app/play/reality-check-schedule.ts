// When the reality check shows (the UK's RTS 13 player protection): every N minutes
// of a real-money session, N being the player's interval (1–480 minutes) or the operator's
// default. The clock starts at launch and starts again when the player chooses "Continue
// playing". Pure, so the timing is tested without timers; the page's hook only schedules it.

export const REALITY_CHECK_MIN_MINUTES = 1;
export const REALITY_CHECK_MAX_MINUTES = 480;
const MINUTE_MS = 60_000;

/** Milliseconds from `now` until the check is due (0: due now). */
export function realityCheckDelay(anchorMs: number, intervalMinutes: number, nowMs: number): number {
  return Math.max(0, anchorMs + intervalMinutes * MINUTE_MS - nowMs);
}

export function isValidInterval(minutes: unknown): minutes is number {
  return (
    typeof minutes === "number" &&
    Number.isInteger(minutes) &&
    minutes >= REALITY_CHECK_MIN_MINUTES &&
    minutes <= REALITY_CHECK_MAX_MINUTES
  );
}

/** The player's interval when it is a valid one, else the operator's default (else 60). */
export function effectiveInterval(playerMinutes: unknown, defaultMinutes: unknown): number {
  if (isValidInterval(playerMinutes)) return playerMinutes;
  return isValidInterval(defaultMinutes) ? defaultMinutes : 60;
}

/**
 * The settings field's text as minutes, or why not: blank, not a whole number, or outside the
 * range (the jurisdiction's, from the platform; 1–480 until it answers).
 */
export function parseIntervalInput(
  text: string,
  range: { min: number; max: number } = { min: REALITY_CHECK_MIN_MINUTES, max: REALITY_CHECK_MAX_MINUTES },
): { ok: true; minutes: number } | { ok: false; error: "blank" | "range" } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: "blank" };
  if (trimmed.length > 4 || !/^\d+$/.test(trimmed)) return { ok: false, error: "range" };
  const minutes = Number(trimmed);
  return isValidInterval(minutes) && minutes >= range.min && minutes <= range.max
    ? { ok: true, minutes }
    : { ok: false, error: "range" };
}
