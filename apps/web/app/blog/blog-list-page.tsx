import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageMeta } from "../shell/page-meta.tsx";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import type { BlogListData } from "./blog.server.ts";
import { BlogHead } from "./blog-head.tsx";
import { PostCard } from "./post-card.tsx";
import { absoluteMedia, blogListPath } from "./seo.ts";
import "./blog.css";

/** /blog: the locale's posts, newest first, nine a page (?page=), optionally those with a tag. */
export function BlogListPage({ data }: { data: BlogListData }) {
  const { t } = useLingui();
  const { project } = useShellData();
  const localize = useLocalePath();
  const brand = project?.name || FALLBACK_BRAND;
  const { posts, page, totalPages, tag } = data;
  const title = tag ? t`Blog: ${tag}` : t`Blog`;
  const description = t`News, guides and tips from ${brand}: responsible play, provably fair games, new releases and the VIP programme.`;
  const pageTitle = page > 1 ? t`${title} (page ${page})` : title;
  return (
    <div className="page blog">
      <PageMeta title={pageTitle} description={description} />
      <BlogHead
        canonical={data.canonical}
        alternates={data.alternates}
        feedUrl={data.feedUrl}
        feedTitle={t`${brand} blog`}
        og={{
          type: "website",
          title: pageTitle,
          description,
          image: absoluteMedia(data.origin, posts[0]?.cover_url ?? null),
          locale: data.locale,
        }}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: t`${brand} blog`,
          description,
          url: data.canonical,
          inLanguage: data.locale,
          blogPost: posts.map((post) => ({
            "@type": "BlogPosting",
            headline: post.title,
            url: new URL(localize(`/blog/${encodeURIComponent(post.slug)}`), `${data.origin}/`).href,
            datePublished: post.published_at,
          })),
        }}
      />
      <header className="blog__header">
        <h1 className="page__title blog__title">{title}</h1>
        <p className="blog__lead">
          <Trans>Guides and news about our games, fair play and playing responsibly.</Trans>
        </p>
        <div className="blog__header-links">
          {tag ? (
            <Link to={localize("/blog")} className="blog__all">
              <Trans>All posts</Trans>
            </Link>
          ) : null}
          <a href={localize("/blog/rss.xml")} className="blog__feed">
            <Trans>RSS feed</Trans>
          </a>
        </div>
      </header>
      {posts.length === 0 ? (
        <p className="page__empty">
          <Trans>No posts yet. Come back soon.</Trans>
        </p>
      ) : (
        <div className="blog-grid">
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} isFirst={index === 0} />
          ))}
        </div>
      )}
      {totalPages > 1 ? (
        <nav className="blog-pager" aria-label={t`Blog pages`}>
          {page > 1 ? (
            <Link to={localize(blogListPath(page - 1, tag))} rel="prev" className="button button--ghost">
              <Trans>Newer posts</Trans>
            </Link>
          ) : (
            <span />
          )}
          <span className="blog-pager__status">
            <Trans>
              Page {page} of {totalPages}
            </Trans>
          </span>
          {page < totalPages ? (
            <Link to={localize(blogListPath(page + 1, tag))} rel="next" className="button button--ghost">
              <Trans>Older posts</Trans>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
