import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { loadCmsPage, slugFromRequest } from "../cms/cms-page.server.ts";
import { CmsPageView } from "../components/cms-page-view.tsx";
import type { Route } from "./+types/legal-page";

/** Fixed CMS-backed pages: legal texts and the affiliate programme. */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  return { slug, ...(await loadCmsPage(request, slug, false)) };
}

const TITLES: Record<string, MessageDescriptor> = {
  "privacy-policy": msg`Privacy policy`,
  "terms-and-conditions": msg`Terms and conditions`,
  "bonus-terms-and-conditions": msg`Bonus terms and conditions`,
  affiliate: msg`Affiliate programme`,
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const descriptor = TITLES[loaderData.slug];
  return <CmsPageView data={loaderData} fallbackTitle={descriptor ? i18n._(descriptor) : loaderData.slug} />;
}
