import { getPublicOrigin } from "../lib/public-origin.server.ts";

/** `/robots.txt`: everything public may be crawled; the API, the back office and accounts not. */
export async function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /backoffice",
    "Disallow: /profile",
    "Disallow: /*/profile",
    "",
    `Sitemap: ${getPublicOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
