import { stripLocale } from "@croupier/contract/i18n/locales";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { ModalHost } from "../modals/modal-host.tsx";
import { BottomMenu } from "../shell/bottom-menu.tsx";
import { CookieNotice } from "../shell/cookie-notice.tsx";
import { LazyToaster } from "../shell/lazy-toaster.tsx";
import { RouteErrorBoundary } from "../shell/route-error-boundary.tsx";
import { SiteFooter } from "../shell/site-footer.tsx";
import { SiteHeader } from "../shell/site-header.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

/** The shell around every page of one locale. Errors below render inside it (404 keeps the menus). */
function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isHome = stripLocale(pathname) === "/";
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter isHome={isHome} />
      <BottomMenu />
      <CookieNotice />
      <ModalHost />
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
