import { localeFromPath } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import type { ReactNode } from "react";
import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { offerAccounts, stampRequest } from "./cashier/accounts-store.ts";
import { activateLocale, cataloguesForUrl } from "./i18n/catalogs.ts";
import { catalogueHref } from "./i18n/catalogue-preload.server.ts";
import { decideRequestLocaleWithRedirect } from "./i18n/request-locale.server.ts";
import { useNonce } from "./lib/nonce.ts";
import { TAG_MANAGER_BOOTSTRAP, tagManagerScriptUrl } from "./lib/tag-manager.ts";
import { registerServiceWorker } from "./pwa/service-worker.ts";
import { EARLY_CHANGE_GUARD_SCRIPT, replayEarlyChange } from "./shell/early-change.ts";
import { EARLY_SUBMIT_GUARD_SCRIPT, replayEarlySubmit } from "./shell/early-submit.ts";
import { EARLY_INSTALL_PROMPT_SCRIPT } from "./shell/install-prompt.ts";
import { isReachableWhenRestricted, RESTRICTED_STATUS } from "./shell/restriction.ts";
import { RootErrorBoundary } from "./shell/root-error-boundary.tsx";
import { loadShellData } from "./shell/shell-data.server.ts";
import { useShellData } from "./shell/use-shell-data.ts";
import { useShellRetry } from "./shell/use-shell-retry.ts";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/components.css";
import "./styles/pages.css";
import { redirect } from "./lib/safe-redirect.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const decision = decideRequestLocaleWithRedirect(request);
  if (decision.redirectTo) throw redirect(decision.redirectTo, { headers: { Vary: "Cookie, Accept-Language" } });
  const shell = await loadShellData(request, decision.locale);
  const url = new URL(request.url);
  const catalogues = ["messages" as const, "validation" as const, ...cataloguesForUrl(url.pathname, url.search)];
  const catalogueHrefs = catalogues.flatMap((name) => catalogueHref(decision.locale, name) ?? []);
  const body = { ...shell, catalogueHrefs };
  // A restricted visitor gets the unavailable page (rendered by the locale layout) with 451.
  if (shell.restricted && !isReachableWhenRestricted(new URL(request.url).pathname)) {
    return data(body, { status: RESTRICTED_STATUS });
  }
  return body;
}

/** On a client-side language change the new catalogue loads before the new page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const requestedAt = stampRequest();
  const data = await serverLoader();
  // The player's accounts go to the site's one store of them (cashier/accounts-store.ts).
  offerAccounts(data.player?.id ?? null, data.player?.accounts, requestedAt);
  await activateLocale(i18n, data.locale);
  return data;
}

/**
 * The shell's content depends on the language and the player: reload it when the locale prefix
 * changes, and on an explicit revalidation (useRevalidator after sign-in, sign-out, profile save),
 * which is the only case where the URL does not change.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale, tagManagerContainer: tagManager } = useShellData();
  const nonce = useNonce();
  // The page's catalogues are fetched alongside the entry chunks (at their low priority, set by
  // entry.server.tsx): hydration waits for them.
  const catalogues = useRouteLoaderData<typeof loader>("root")?.catalogueHrefs ?? [];
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0e16" />
        <link rel="icon" href="/media/brand/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-maskable-192.png" />
        <link rel="manifest" href={`/manifest.webmanifest?locale=${locale}`} />
        {catalogues.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, nonce-protected snippet. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_GUARD_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, nonce-protected snippet. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CHANGE_GUARD_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, nonce-protected snippet. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INSTALL_PROMPT_SCRIPT }} />
        {tagManager && (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, nonce-protected snippet. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TAG_MANAGER_BOOTSTRAP }} />
            <script nonce={nonce} async src={tagManagerScriptUrl(tagManager)} />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it (end-to-end tests wait for this before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlySubmit();
    replayEarlyChange();
    registerServiceWorker();
  }, []);
  useShellRetry();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorBoundary error={error} />;
}
