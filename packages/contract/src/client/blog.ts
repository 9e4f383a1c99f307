import type { BlogIndexEntry, BlogPage, BlogPost } from "../schemas/blog.ts";
import type { ApiCall } from "./call.ts";

/** The blog (CMS): a page of the locale's posts, one post, every post for the sitemap. */
export function blogCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getBlogPosts: (query: { page?: number; perPage?: number; tag?: string } = {}) => {
      const params = new URLSearchParams();
      if (query.page) params.set("page", String(query.page));
      if (query.perPage) params.set("per_page", String(query.perPage));
      if (query.tag) params.set("tag", query.tag);
      const search = params.toString();
      return get<BlogPage>(`/api/cms/blog${search ? `?${search}` : ""}`);
    },
    getBlogPost: (slug: string) => get<BlogPost>(`/api/cms/blog/${encodeURIComponent(slug)}`),
    getBlogIndex: () => get<BlogIndexEntry[]>("/api/cms/blog_index"),
  };
}
