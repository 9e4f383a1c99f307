import { isLocale } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { activateLocale, cataloguesForUrl } from "./i18n/catalogs.ts";
import { loadMarkedParts } from "./shell/lazy-parts.tsx";

// Hydration must render the same texts as the server, so the page's catalogues (the language of
// <html lang>; a feature catalogue when the URL opens one of its modals or routes) load before
// hydrating. Later language changes load in the root clientLoader. So do the chunks of the lazy
// shell parts the server rendered (shell/lazy-parts.tsx), so they hydrate with the page.
const lang = document.documentElement.lang;
const features = cataloguesForUrl(window.location.pathname, window.location.search);
Promise.all([activateLocale(i18n, isLocale(lang) ? lang : "en", features), loadMarkedParts()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
