// Every redirect of the site and the platform goes through here: a Location the
// browser would resolve to another host — "//evil.example", "/\evil.example", "/\t/evil.example",
// "javascript:…", "https://evil.example" — becomes a path on our own origin.

// Any origin would do: it only anchors relative targets while the URL parser reads them.
const ANCHOR = "http://same-origin.invalid";

/**
 * The target as a path on the current origin ("/path?query#hash"), read exactly as a browser
 * reads a Location header (the WHATWG URL parser: tabs and newlines dropped, "\" taken as "/",
 * "." and ".." segments resolved). A target that leaves the origin, or names another scheme,
 * gives `fallback`. Repeated leading slashes collapse to one, so the answer never starts with
 * "//" whatever the input's shape.
 */
export function sameOriginPath(target: string, fallback = "/"): string {
  let url: URL;
  try {
    url = new URL(target, `${ANCHOR}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== ANCHOR) return fallback;
  const path = `/${url.pathname.replace(/^\/+/, "")}${url.search}${url.hash}`;
  // Belt and braces: the serialised path read again must still be ours.
  return new URL(path, `${ANCHOR}/`).origin === ANCHOR ? path : fallback;
}

/**
 * A Location for the platform: an absolute URL on one of `allowedOrigins` (the configured public
 * origin) is kept as it is; anything else becomes a same-origin path.
 */
export function safeLocation(target: string, allowedOrigins: readonly string[] = []): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target.trim())) {
    try {
      const url = new URL(target);
      if (allowedOrigins.includes(url.origin)) return url.href;
    } catch {
      // Falls through to the path reading, which refuses it.
    }
  }
  return sameOriginPath(target);
}
