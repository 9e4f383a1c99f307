import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A date and time in the visitor's locale. The server does not know the browser's time zone, so
 * the server render (and hydration) show UTC, marked as such; once hydrated, the browser's own
 * time zone takes over. Both renders name the zone, so neither is ever ambiguous.
 */
export function LocalTime({ iso, locale, compact = false }: { iso: string; locale: string; compact?: boolean }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>—</span>;
  return (
    <time dateTime={date.toISOString()}>{formatDateTime(date, locale, hydrated ? undefined : "UTC", compact)}</time>
  );
}

export function formatDateTime(date: Date, locale: string, timeZone?: string, compact = false): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: compact ? "short" : "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone,
    }).format(date);
  } catch {
    return date.toISOString();
  }
}
