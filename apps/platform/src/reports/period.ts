import type { DashboardPeriod, GgrReportQuery } from "@croupier/contract/schemas/operator-reports";

// The periods the back office reads over, from the app's clock: always a start included and an
// end excluded, in UTC.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  from: Date;
  before: Date;
}

/** `today`: since 00:00 UTC; `7d`, `30d`: the last 7 or 30 times 24 hours. */
export function dashboardPeriod(period: DashboardPeriod, now: Date): Period {
  if (period === "today") return { from: startOfDay(now), before: now };
  const days = period === "7d" ? 7 : 30;
  return { from: new Date(now.getTime() - days * DAY_MS), before: now };
}

/** A report's days, both included: by default the 30 days to today. */
export function reportPeriod(
  query: Pick<GgrReportQuery, "from" | "to">,
  now: Date,
): Period & { days: [string, string] } {
  const to = query.to ?? (query.from ? maxDay(query.from, now) : dayOf(now));
  const from = query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  return {
    from: new Date(`${from}T00:00:00Z`),
    before: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
    days: [from, to],
  };
}

/** The last 7 days and the 30 before them, ending now. */
export function harmWindows(now: Date): { previousFrom: Date; recentFrom: Date; before: Date } {
  const recentFrom = new Date(now.getTime() - 7 * DAY_MS);
  return { previousFrom: new Date(recentFrom.getTime() - 30 * DAY_MS), recentFrom, before: now };
}

export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function startOfDay(at: Date): Date {
  return new Date(`${dayOf(at)}T00:00:00Z`);
}

/** `from` plus a year at most, and not after today. */
function maxDay(from: string, now: Date): string {
  const today = dayOf(now);
  const yearOn = dayOf(new Date(Date.parse(`${from}T00:00:00Z`) + 365 * DAY_MS));
  return yearOn < today ? yearOn : today < from ? from : today;
}
