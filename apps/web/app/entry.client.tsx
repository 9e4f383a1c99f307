import { isLocale } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { activateLocale } from "./i18n/catalogs.ts";

// Hydration must render the same texts as the server, so the page's catalogue (named by
// <html lang>) is loaded before hydrating. Later language changes load in the root clientLoader.
const lang = document.documentElement.lang;
activateLocale(i18n, isLocale(lang) ? lang : "en").then(() => {
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
