import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate` for a page whose data survives the modals opened over it: a
 * navigation that changes only the query (a modal flag opening or closing) keeps the data; a
 * revalidation of the same URL (sign-in, a form's action) and another path load as usual.
 */
export function keepDataUnderModals({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}
