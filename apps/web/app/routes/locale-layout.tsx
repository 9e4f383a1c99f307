import { stripLocale } from "@croupier/contract/i18n/locales";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { ModalHost } from "../modals/modal-host.tsx";
import { DepositReturnHandler } from "../payments/deposit-return-handler.tsx";
import { useIdleRules } from "../realtime/use-idle-rules.ts";
import { BottomMenu } from "../shell/bottom-menu.tsx";
import { ChatLauncher } from "../shell/chat-launcher.tsx";
import { CookieNotice } from "../shell/cookie-notice.tsx";
import { lazyPart } from "../shell/lazy-parts.tsx";
import { LazyToaster } from "../shell/lazy-toaster.tsx";
import { PushPromptGate } from "../shell/push-prompt-gate.tsx";
import { isReachableWhenRestricted } from "../shell/restriction.ts";
import { SiteFooter } from "../shell/site-footer.tsx";
import { SiteHeader } from "../shell/site-header.tsx";
import { SkipLink } from "../shell/skip-link.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";

const ConfirmEmailBanner = lazyPart("confirm-email-banner");
const UnavailablePage = lazyPart("unavailable-page");
const RouteErrorBoundary = lazyPart("route-error");

/** Routes shown without header, footer, menus and modals (one route group). */
export function isBareRoute(pathname: string): boolean {
  return stripLocale(pathname).startsWith("/studio/");
}

/** The shell around every page of one locale. Errors below render inside it (404 keeps the menus). */
function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { restricted } = useShellData();
  const player = usePlayer();
  const isHome = stripLocale(pathname) === "/";
  // A restricted visitor sees the unavailable page; legal pages and support stay open.
  const unavailable = restricted && !isReachableWhenRestricted(pathname);
  // After 120 s idle: the call to action or the first-deposit offer (not in the studio's frame).
  useIdleRules(!unavailable && !isBareRoute(pathname));
  // The studio's game screens live inside the game page's iframe: the page around it has the shell.
  if (isBareRoute(pathname)) {
    return (
      <main id="main" className="main main--bare">
        {unavailable ? <UnavailablePage /> : children}
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {player && !player.confirmed_at && <ConfirmEmailBanner />}
      <main id="main" className="main" tabIndex={-1}>
        {unavailable ? <UnavailablePage /> : children}
      </main>
      <SiteFooter isHome={isHome} />
      {!restricted && <BottomMenu />}
      <CookieNotice />
      <ChatLauncher />
      {player && !unavailable && <PushPromptGate />}
      {!unavailable && <ModalHost />}
      {!unavailable && <DepositReturnHandler />}
      <LazyToaster />
    </>
  );
}

export default function LocaleLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <RouteErrorBoundary />
    </Shell>
  );
}
