import { loadBlogList } from "../blog/blog.server.ts";
import { BlogListPage } from "../blog/blog-list-page.tsx";
import type { Route } from "./+types/blog";

/** /blog (and /ru/blog …): the locale's posts, paginated with ?page=, filtered with ?tag=. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadBlogList(request);
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} />;
}
