import type { Locale } from "@croupier/contract/i18n/locales";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";

// The page the service worker shows when a page cannot be reached: static HTML written at build
// (scripts/build-service-worker.ts), one file per locale, precached. No script: "Try again"
// reloads the address the visitor asked for. Colours are theme.css's tokens.

const texts = {
  title: msg`You are offline`,
  body: msg`We cannot reach the casino right now. Check your connection, then try again.`,
  retry: msg`Try again`,
};

const STYLE = `
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#0b0e16;color:#f3f5fa;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:420px;padding:32px 24px;border:1px solid #2b3347;border-radius:16px;background:#151a26;text-align:center}
img{display:block;margin:0 auto 24px}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 24px;color:#aeb6c9}
a{display:inline-block;min-width:160px;padding:12px 24px;border-radius:999px;background:#f5b83d;color:#1b1300;font-weight:700;text-decoration:none}
a:hover{background:#ffc95c}
a:focus-visible{outline:3px solid #8cc8ff;outline-offset:3px}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The offline page's HTML in the i18n instance's active locale. */
export function renderOfflinePage(i18n: I18n, locale: Locale): string {
  const title = escapeHtml(i18n._(texts.title));
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b0e16">
<meta name="robots" content="noindex">
<title>${title} · ${FALLBACK_BRAND}</title>
<link rel="icon" href="/media/brand/favicon.svg" type="image/svg+xml">
<style>${STYLE.replace(/\n/g, "")}</style>
</head>
<body>
<main>
<img src="/media/brand/logo.svg" alt="${FALLBACK_BRAND}" width="160" height="40">
<h1>${title}</h1>
<p>${escapeHtml(i18n._(texts.body))}</p>
<a href="">${escapeHtml(i18n._(texts.retry))}</a>
</main>
</body>
</html>
`;
}
