/**
 * A signed decimal an operator typed ("-12.50", "3") as integer minor units of a currency with
 * `units` minor units to the unit (100, or 10^8 for coins), exactly: no float on the way. null
 * when it is not such a number, has more decimals than the currency, or is zero.
 */
export function parseMinorUnits(text: string, units = 100): number | null {
  const match = /^([+-]?)(\d{1,13})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const digits = Math.max(0, Math.round(Math.log10(units)));
  const fraction = match[3] ?? "";
  if (fraction.length > digits) return null;
  const minor = Number(`${match[2]}${fraction.padEnd(digits, "0")}`);
  if (!Number.isSafeInteger(minor) || minor === 0) return null;
  return match[1] === "-" ? -minor : minor;
}
