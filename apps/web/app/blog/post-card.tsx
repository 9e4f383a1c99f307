import type { BlogPostSummary } from "@croupier/contract/schemas/blog";
import { Link } from "react-router";
import { imageLoading } from "../ui/image-loading.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import { BlogDate, BlogTags } from "./post-meta.tsx";
import { blogPostPath } from "./seo.ts";

/** One post in the list: cover, title (the link), date, summary and tags. */
export function PostCard({ post, isFirst }: { post: BlogPostSummary; isFirst: boolean }) {
  const localize = useLocalePath();
  return (
    <article className="blog-card">
      {post.cover_url ? (
        <img
          className="blog-card__cover"
          src={post.cover_url}
          alt=""
          width={1200}
          height={630}
          {...imageLoading(isFirst)}
        />
      ) : null}
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={localize(blogPostPath(post.slug))} className="blog-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="blog-meta">
          <BlogDate iso={post.published_at} />
        </p>
        {post.summary ? <p className="blog-card__summary">{post.summary}</p> : null}
        <BlogTags tags={post.tags} />
      </div>
    </article>
  );
}
