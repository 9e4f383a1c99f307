// Tiny cookie helpers shared by the server (request header) and the browser (document.cookie).

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Writes a first-party, readable-by-SSR preference cookie from the browser. */
export function writeBrowserCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export const LOCALE_COOKIE = "locale";
export const COOKIE_NOTICE_COOKIE = "cookie_notice";
