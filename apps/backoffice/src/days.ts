// UTC calendar days (`YYYY-MM-DD`), as the reports API takes and answers them.

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest period a report covers, in days (the contract's REPORT_MAX_DAYS: a value import would bring zod). */
export const REPORT_MAX_DAYS = 366;

function dayStart(day: string): number {
  return Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
}

/** The UTC day of `date`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every UTC day from `from` to `to` (instants or days), both included; at most REPORT_MAX_DAYS. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = dayStart(to);
  for (let day = dayStart(from); day <= end && days.length < REPORT_MAX_DAYS; day += DAY_MS) {
    days.push(isoDay(new Date(day)));
  }
  return days;
}

/** The reports' default: the 30 days to `today`, both included. */
export function last30Days(today: Date): { from: string; to: string } {
  return { from: isoDay(new Date(today.getTime() - 29 * DAY_MS)), to: isoDay(today) };
}

/** Whether the API would take this period: two real days, in order, at most REPORT_MAX_DAYS. */
export function isValidRange(from: string, to: string): boolean {
  if (!DAY.test(from) || !DAY.test(to) || to < from) return false;
  if (Number.isNaN(dayStart(from)) || isoDay(new Date(dayStart(from))) !== from) return false;
  if (Number.isNaN(dayStart(to)) || isoDay(new Date(dayStart(to))) !== to) return false;
  return (dayStart(to) - dayStart(from)) / DAY_MS + 1 <= REPORT_MAX_DAYS;
}
