import { getServerCatalog } from "../games/catalog.server.ts";
import { getPublicOrigin } from "../lib/public-origin.server.ts";
import { gameEntries } from "../seo/sitemap.server.ts";
import { renderUrlset, xmlResponse } from "../seo/sitemap.ts";

/** `/sitemap-games.xml`: every game's page in every locale (at most 50,000 URLs). */
export async function loader() {
  const games = await getServerCatalog("desktop");
  return xmlResponse(renderUrlset(gameEntries(games, getPublicOrigin())));
}
