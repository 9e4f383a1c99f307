import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CmsHtml } from "../components/cms-html.tsx";
import { AUTONYMS } from "../shell/language-select.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import type { BlogPostData } from "./blog.server.ts";
import { BlogHead } from "./blog-head.tsx";
import { BlogDate, BlogTags } from "./post-meta.tsx";
import "./blog.css";

/** /blog/:slug: one post, with links to its versions in the other languages. */
export function BlogPostPage({ data }: { data: BlogPostData }) {
  const { t } = useLingui();
  const { project } = useShellData();
  const localize = useLocalePath();
  const brand = project?.name || FALLBACK_BRAND;
  const { post } = data;
  return (
    <article className="page page--narrow blog-post">
      <PageMeta title={post.title} description={post.summary || undefined} />
      <BlogHead
        canonical={data.canonical}
        alternates={data.alternates}
        feedUrl={data.feedUrl}
        feedTitle={t`${brand} blog`}
        og={{ type: "article", title: post.title, description: post.summary, image: data.image, locale: data.locale }}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.summary,
          ...(data.image ? { image: [data.image] } : {}),
          datePublished: post.published_at,
          dateModified: post.updated_at,
          inLanguage: data.locale,
          ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
          publisher: { "@type": "Organization", name: brand },
          keywords: post.tags.join(", "),
          mainEntityOfPage: { "@type": "WebPage", "@id": data.canonical },
          isPartOf: { "@type": "Blog", "@id": data.listUrl },
        }}
      />
      <meta property="article:published_time" content={post.published_at} />
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <nav className="blog-post__crumbs" aria-label={t`Breadcrumb`}>
        <Link to={localize("/blog")}>
          <Trans>Blog</Trans>
        </Link>
      </nav>
      <h1 className="page__title blog-post__title">{post.title}</h1>
      <p className="blog-meta">
        {post.author ? (
          <>
            <span>{post.author}</span>
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        <BlogDate iso={post.published_at} />
      </p>
      {post.cover_url ? (
        <img className="blog-post__cover" src={post.cover_url} alt="" width={1200} height={630} />
      ) : null}
      {post.summary ? <p className="blog-post__summary">{post.summary}</p> : null}
      <CmsHtml html={post.body} className="cms-content blog-post__body" />
      <BlogTags tags={post.tags} />
      {data.translations.length > 0 ? (
        <aside className="blog-post__translations">
          <h2 className="blog-post__translations-title">
            <Trans>Also available in</Trans>
          </h2>
          <ul>
            {data.translations.map((translation) => (
              <li key={translation.locale}>
                <a href={translation.href} hrefLang={translation.locale} lang={translation.locale}>
                  {AUTONYMS[translation.locale]}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
