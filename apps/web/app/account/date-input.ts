// The date-of-birth input: three boxes DD / MM / YYYY, digits only, month 01–12,
// day clamped to the month's length, year clamped to 1900..(current year − 18), single digits
// padded on blur. Pure functions, so the rules are unit-tested.

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const MIN_YEAR = 1900;
export const MINIMUM_AGE = 18;

export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, "").slice(0, maxLength);
}

export function maxYear(now: Date = new Date(), minimumAge = MINIMUM_AGE): number {
  return now.getFullYear() - minimumAge;
}

/** Days in a month (1–12); 31 while the month is unknown, February 29 while the year is. */
export function daysInMonth(month: number, year?: number): number {
  if (!month || month < 1 || month > 12) return 31;
  if (month === 2) {
    if (!year || String(year).length < 4) return 29;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function sanitizeMonth(raw: string): string {
  const digits = digitsOnly(raw, 2);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}`;
  if (digits.length < 2) return digits;
  const value = Number(digits);
  if (value > 12) return "12";
  if (value < 1) return "01";
  return digits;
}

export function sanitizeDay(raw: string, month: string, year: string): string {
  const digits = digitsOnly(raw, 2);
  if (digits.length === 1 && Number(digits) > 3) return `0${digits}`;
  if (digits.length < 2) return digits;
  const value = Number(digits);
  const limit = daysInMonth(Number(month), year.length === 4 ? Number(year) : undefined);
  if (value > limit) return String(limit);
  if (value < 1) return "01";
  return digits;
}

export function sanitizeYear(raw: string, now: Date = new Date(), minimumAge = MINIMUM_AGE): string {
  const digits = digitsOnly(raw, 4);
  if (digits.length < 4) return digits;
  const value = Number(digits);
  return String(Math.min(Math.max(value, MIN_YEAR), maxYear(now, minimumAge)));
}

/** On blur: a single digit becomes two ("7" → "07"); "0" alone is meaningless and becomes "01". */
export function padPart(value: string): string {
  if (value.length !== 1) return value;
  return value === "0" ? "01" : `0${value}`;
}

/** Applies one box's change and re-clamps the day when the month or year moved under it. */
export function changeDatePart(
  parts: DateParts,
  part: keyof DateParts,
  raw: string,
  now: Date = new Date(),
): DateParts {
  const next = { ...parts };
  if (part === "day") next.day = sanitizeDay(raw, parts.month, parts.year);
  if (part === "month") next.month = sanitizeMonth(raw);
  if (part === "year") next.year = sanitizeYear(raw, now);
  if (part !== "day" && next.day.length === 2) next.day = sanitizeDay(next.day, next.month, next.year);
  return next;
}

/** "YYYY-MM-DD" for the API, or "" while any part is empty (the schema then says "must be completed"). */
export function toIsoDate({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return "";
  return `${year}-${month}-${day}`;
}

export function fromIsoDate(value: string | null | undefined): DateParts {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match
    ? { year: match[1] ?? "", month: match[2] ?? "", day: match[3] ?? "" }
    : { day: "", month: "", year: "" };
}
