import { isLocale, LOCALES, type Locale, localizePath } from "@croupier/contract/i18n/locales";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOCALE_COOKIE, writeBrowserCookie } from "../lib/cookies.ts";
import { EARLY_CHANGE_ATTRIBUTE } from "./early-change.ts";
import { useShellData } from "./use-shell-data.ts";

// Each language is named in itself (an autonym), identical in every catalogue, so these names are
// data rather than translatable interface text.
export const AUTONYMS: Record<Locale, string> = {
  en: "English",
  es: "Español",
  pt: "Português",
  "pt-BR": "Português (Brasil)",
  ru: "Русский",
};

/**
 * Picking a language stores it (cookie for the server, localStorage for the client) and rewrites
 * the first path segment, keeping the query string and hash. Signed in, the player's locale is
 * patched as well (PATCH /api/player/update_locale).
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const { locale, player } = useShellData();
  const location = useLocation();
  const navigate = useNavigate();

  const onChange = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    writeBrowserCookie(LOCALE_COOKIE, value);
    try {
      localStorage.setItem(LOCALE_COOKIE, value);
    } catch {
      // Private mode may refuse storage; the cookie still carries the choice.
    }
    // A signed-in player's language is stored on the account too (mails follow it).
    if (player) {
      void import("../lib/api.client.ts").then(({ browserApi }) =>
        browserApi(value).call("PATCH", "/api/player/update_locale", { locale: value }),
      );
    }
    navigate(`${localizePath(location.pathname, value)}${location.search}${location.hash}`);
  };

  return (
    <div className={`language-select${compact ? " language-select--compact" : ""}`}>
      <label htmlFor={id} className={compact ? "visually-hidden" : "language-select__label"}>
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        // Picked before the page has hydrated, the language still applies once it has.
        {...{ [EARLY_CHANGE_ATTRIBUTE]: "" }}
        onChange={(event) => onChange(event.target.value)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {AUTONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
