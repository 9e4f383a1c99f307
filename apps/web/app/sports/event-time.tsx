import { useEffect, useState } from "react";

/**
 * A start or placing time in the visitor's time zone ("Sat 28 Nov, 15:00"). The server does not
 * know that zone: its render (and the hydration) show UTC and say so; the browser then switches.
 */
export function EventTime({ iso, locale, withYear = false }: { iso: string; locale: string; withYear?: boolean }) {
  const [isLocal, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    ...(isLocal ? {} : { timeZone: "UTC", timeZoneName: "short" }),
  }).format(date);
  return <time dateTime={iso}>{text}</time>;
}
