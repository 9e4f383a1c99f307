import { isLocale, localizePath } from "@croupier/contract/i18n/locales";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";
import type { Route } from "./+types/manifest";

/** The page colour of theme.css: the splash screen and the installed app's title bar. */
const APP_BACKGROUND = "#0b0e16";

/**
 * `/manifest.webmanifest?locale=es`: makes the site installable (the header item and the drawer's
 * prompt appear once the browser fires `beforeinstallprompt`). Each page links the manifest of its
 * locale (browsers fetch it without cookies), so the installed app opens the home page in the
 * visitor's language; the id stays "/" whatever the language, so it is one app. The name comes
 * from the project's brand.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(requested) ? requested : decideRequestLocale(request);
  const project = await dataOr(createServerApi(request, locale).getProject(), null);
  const name = project?.name || FALLBACK_BRAND;
  const manifest = {
    id: "/",
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    start_url: `${localizePath("/", locale)}?source=pwa`,
    scope: "/",
    lang: locale,
    dir: "ltr",
    display: "standalone",
    orientation: "any",
    background_color: APP_BACKGROUND,
    theme_color: APP_BACKGROUND,
    icons: [
      { src: "/media/brand/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
