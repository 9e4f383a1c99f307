import { localeFromPath, localizePath } from "@croupier/contract/i18n/locales";
import { redirect } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/home-redirect";

/** /home redirects to / (keeping the locale prefix) — permanently. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname) ?? "en";
  throw redirect(`${localizePath("/", locale)}${url.search}`, 301);
}

export default function HomeRedirect() {
  return null;
}
