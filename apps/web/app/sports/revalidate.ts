import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The query without modal flags (`?sign-in=modal`): what a sports page's data depends on. */
function pageQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const [key, value] of [...params]) if (value === "modal") params.delete(key);
  params.sort();
  return params.toString();
}

/**
 * Sports pages reload when their path or filters (`?sport=`, `?status=`) change, or on a same-URL
 * revalidation (sign-in); a modal opening or closing over them keeps their data.
 */
export function sportsShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname || pageQuery(currentUrl) !== pageQuery(nextUrl)) {
    return defaultShouldRevalidate;
  }
  return false;
}
