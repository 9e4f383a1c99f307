import { getPublicOrigin } from "../lib/public-origin.server.ts";
import { listPageEntries } from "../seo/sitemap.server.ts";
import { renderUrlset, xmlResponse } from "../seo/sitemap.ts";
import type { Route } from "./+types/sitemap-pages";

/** `/sitemap-pages.xml`: home, lobby, promotions, CMS pages and blog posts, with hreflang alternates. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = getPublicOrigin();
  return xmlResponse(renderUrlset(await listPageEntries(request, origin)));
}
