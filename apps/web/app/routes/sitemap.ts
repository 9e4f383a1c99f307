import { getPublicOrigin } from "../lib/public-origin.server.ts";
import { renderSitemapIndex, xmlResponse } from "../seo/sitemap.ts";

/** `/sitemap.xml`: the index of the site's sitemaps (robots.txt points here). */
export async function loader() {
  const origin = getPublicOrigin();
  return xmlResponse(renderSitemapIndex([`${origin}/sitemap-pages.xml`, `${origin}/sitemap-games.xml`]));
}
