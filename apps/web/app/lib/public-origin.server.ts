// The site's public origin for absolute links (canonical, hreflang, Open Graph, sitemap, feeds):
// configuration only, the same PUBLIC_ORIGIN the platform reads (and its same demo default), never
// a request's Host header, which a client chooses.

/** "https://casino.example", from PUBLIC_ORIGIN, else http://localhost:$PORT. */
export function getPublicOrigin(): string {
  const configured = process.env.PUBLIC_ORIGIN;
  if (configured) return new URL(configured).origin;
  return `http://localhost:${process.env.PORT || 3000}`;
}
