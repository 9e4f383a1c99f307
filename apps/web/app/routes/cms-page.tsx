import { loadCmsPage } from "../cms/cms-page.server.ts";
import { CmsPageView } from "../components/cms-page-view.tsx";
import { ProtectionTools } from "../protection/protection-tools.tsx";
import type { Route } from "./+types/cms-page";

/** Site-structure pages by slug (vip, tournaments, lottery, responsible-gambling, about...). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCmsPage(request, params.slug, true);
}

/** The page whose tools (take a break, self-exclude) must be one click away (MGA). */
const RESPONSIBLE_GAMBLING_SLUG = "responsible-gambling";

export default function CmsPageRoute({ loaderData, params }: Route.ComponentProps) {
  const tools = params.slug === RESPONSIBLE_GAMBLING_SLUG ? <ProtectionTools /> : undefined;
  return <CmsPageView data={loaderData} fallbackTitle="" lead={tools} />;
}
