import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { CmsHtml } from "../components/cms-html.tsx";
import { COOKIE_NOTICE_COOKIE, writeBrowserCookie } from "../lib/cookies.ts";
import { useShellData } from "./use-shell-data.ts";

const STORAGE_KEY = "cookie-notice-accepted";

/**
 * Shown until accepted once. The acceptance lives in localStorage (remembered on the device) and in
 * a cookie, so the server already knows and does not render the notice only to hide it.
 */
export function CookieNotice() {
  const { t } = useLingui();
  const { cookieNoticeAccepted, snippets } = useShellData();
  const [accepted, setAccepted] = useState(cookieNoticeAccepted);

  useEffect(() => {
    try {
      if (localStorage.getItem(STORAGE_KEY) === "1") setAccepted(true);
    } catch {
      // Storage unavailable: rely on the cookie.
    }
  }, []);

  if (accepted) return null;
  const accept = () => {
    setAccepted(true);
    writeBrowserCookie(COOKIE_NOTICE_COOKIE, "1");
    try {
      localStorage.setItem(STORAGE_KEY, "1");
    } catch {
      // Storage unavailable: the cookie still remembers.
    }
  };
  const text = snippets["cookie-notice"];
  return (
    <section className="cookie-notice" aria-label={t`Cookie notice`}>
      <div className="cookie-notice__text">
        {text ? (
          <CmsHtml html={text} />
        ) : (
          <p>
            <Trans>We use cookies to keep you signed in, remember your language and make the site work well.</Trans>
          </p>
        )}
      </div>
      {/* A form, so a press before the page has hydrated is kept and applied once it has (early-submit.ts). */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          accept();
        }}
      >
        <button type="submit" className="button button--primary button--small">
          <Trans>Accept</Trans>
        </button>
      </form>
    </section>
  );
}
