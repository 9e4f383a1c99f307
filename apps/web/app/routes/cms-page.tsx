import { loadCmsPage } from "../cms/cms-page.server.ts";
import { CmsPageView } from "../components/cms-page-view.tsx";
import type { Route } from "./+types/cms-page";

/** Site-structure pages by slug (vip, tournaments, lottery, responsible-gambling, about...). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCmsPage(request, params.slug, true);
}

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPageView data={loaderData} fallbackTitle="" />;
}
