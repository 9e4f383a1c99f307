import { localeFromPath } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { activateLocale } from "./i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "./i18n/request-locale.server.ts";
import { useNonce } from "./lib/nonce.ts";
import { loadShellData } from "./lib/shell-data.server.ts";
import { useShellData } from "./lib/use-shell-data.ts";
import { RootErrorBoundary } from "./shell/root-error-boundary.tsx";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/components.css";
import "./styles/pages.css";

export async function loader({ request }: Route.LoaderArgs) {
  const decision = decideRequestLocaleWithRedirect(request);
  if (decision.redirectTo) throw redirect(decision.redirectTo, { headers: { Vary: "Cookie, Accept-Language" } });
  return loadShellData(request, decision.locale);
}

/** On a client-side language change the new catalogue loads before the new page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await activateLocale(i18n, data.locale);
  return data;
}

/** The shell's content depends only on the language: reload it when the locale prefix changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useShellData();
  const nonce = useNonce();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0d0f16" />
        <link rel="icon" href="/media/brand/favicon.svg" type="image/svg+xml" />
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
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorBoundary error={error} />;
}
