import { errorBody, validationErrorBody } from "@croupier/contract";
import { blogIndex, blogListQuery, blogPage, blogPost, blogPostParams } from "@croupier/contract/schemas/blog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { findPublishedPost, listPublishedIndex, listPublishedPosts } from "./blog-posts.ts";

const localeQuery = z.object({ l: z.string().max(10).optional() }).passthrough();

/** `/api/cms/blog*`: the site's blog pages, sitemap and feeds read these (published posts only). */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/cms/blog",
    {
      schema: {
        tags: ["cms"],
        summary: "A page of the locale's published blog posts, newest first",
        description:
          "`?l=` the locale (posts are per locale, no fallback), `page` from 1, `per_page` up to 50, " +
          "`tag` only posts with this tag. Scheduled posts (published_at in the future) and drafts are absent.",
        querystring: blogListQuery,
        response: { 200: blogPage, 422: validationErrorBody },
      },
    },
    async (request) => {
      const { page, per_page: perPage, tag } = request.query;
      return listPublishedPosts(db, { locale: request.locale, page, perPage, tag, now: app.clock() });
    },
  );

  app.get(
    "/cms/blog_index",
    {
      schema: {
        tags: ["cms"],
        summary: "Every published post of every locale (slug, translation group, last change), for the sitemap",
        response: { 200: blogIndex },
      },
    },
    async () => listPublishedIndex(db, app.clock()),
  );

  app.get(
    "/cms/blog/:slug",
    {
      schema: {
        tags: ["cms"],
        summary: "One published blog post by the locale (`?l=`) and its slug, with its translations' slugs",
        description: "404 for a slug the locale has no published post under (drafts and scheduled posts included).",
        querystring: localeQuery,
        params: blogPostParams,
        response: { 200: blogPost, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const post = await findPublishedPost(db, request.locale, request.params.slug, app.clock());
      if (!post) throw new AppError("not_found", "Post not found");
      return post;
    },
  );
};
