import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { type CmsPageData, withoutLeadingTitle } from "../cms/cms-page.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { CmsHtml } from "./cms-html.tsx";

/**
 * A CMS page: title and description from its blocks, operator HTML, then page-specific extras.
 * Without content (platform unreachable, page not written yet) the frame still renders.
 */
export function CmsPageView({
  data,
  fallbackTitle,
  lead,
  children,
}: {
  data: CmsPageData;
  fallbackTitle: string;
  /** Shown under the title, before the operator's HTML (the responsible-gambling tools). */
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { page, unavailable } = data;
  const title = page?.title || fallbackTitle;
  return (
    <div className="page page--narrow">
      <PageMeta title={page?.blocks?.title || title} description={page?.blocks?.description || undefined} />
      <h1 className="page__title">{title}</h1>
      {lead}
      {page?.content ? (
        <CmsHtml html={withoutLeadingTitle(page.content, title)} />
      ) : (
        <p className="page__empty">
          {unavailable ? (
            <Trans>This content is temporarily unavailable. Please try again in a moment.</Trans>
          ) : (
            <Trans>This page is being prepared.</Trans>
          )}
        </p>
      )}
      {children}
    </div>
  );
}
