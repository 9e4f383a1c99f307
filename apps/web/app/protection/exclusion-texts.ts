import type { Locale } from "@croupier/contract/i18n/locales";
import { plural } from "@lingui/core/macro";

/** A period in days as the player reads it: "6 months", "1 year", "5 years", "7 days". */
export function periodLabel(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return plural(years, { one: "# year", other: "# years" });
  }
  if (days >= 90) {
    const months = Math.round(days / 30.44);
    return plural(months, { one: "# month", other: "# months" });
  }
  return plural(days, { one: "# day", other: "# days" });
}

/** An exclusion's end (ISO) as a long date and time in the player's language and time zone. */
export function formatEnd(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
}

/** The time-out lengths offered, in days, within the jurisdiction's range (its ends included). */
export function timeoutChoices(min: number, max: number): number[] {
  const days = [1, 2, 3, 7, 14, 30].filter((day) => day >= min && day <= max);
  if (!days.includes(min)) days.unshift(min);
  if (!days.includes(max)) days.push(max);
  return days;
}
