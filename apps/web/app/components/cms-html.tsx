import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { isInternalHref, localizeHtmlLinks } from "../cms/cms-links.ts";
import type { SafeHtml } from "../cms/safe-html.ts";
import { useShellData } from "../shell/use-shell-data.ts";

/**
 * Operator-authored HTML from the CMS: sanitised by the platform on write and by the server render
 * (SafeHtml comes only from sanitize-html.server.ts). Internal links are rewritten to the
 * visitor's locale, and clicks on them become client-side navigations.
 */
export function CmsHtml({ html, className = "cms-content" }: { html: SafeHtml; className?: string }) {
  const { locale } = useShellData();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || anchor.target === "_blank" || anchor.hasAttribute("download") || !isInternalHref(href))
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated handler for the links inside; keyboard activation of a link fires click too.
    // biome-ignore lint/a11y/noStaticElementInteractions: same delegated link handler.
    <div
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised on write and on the server render (SafeHtml).
      dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(html, locale) }}
    />
  );
}
