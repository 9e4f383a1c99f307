import { useEffect, useState } from "react";

/**
 * A date and time in the visitor's own time zone. The server does not know that zone, so the server
 * render and the hydration show UTC (and say so), and the browser switches to local time after.
 */
export function LocalTime({ iso, locale }: { iso: string; locale: string }) {
  const [isLocal, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    ...(isLocal ? {} : { timeZone: "UTC", timeZoneName: "short" }),
  }).format(date);
  return <time dateTime={iso}>{text}</time>;
}
