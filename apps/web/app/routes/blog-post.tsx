import { loadBlogPost } from "../blog/blog.server.ts";
import { BlogPostPage } from "../blog/blog-post-page.tsx";
import type { Route } from "./+types/blog-post";

/** /blog/:slug: one published post of the locale; any other slug is the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadBlogPost(request, params.slug);
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage key={loaderData.post.id} data={loaderData} />;
}
