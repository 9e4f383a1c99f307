import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  type OperatorBlogPost,
  operatorBlogParams,
  operatorBlogPost,
  operatorBlogPosts,
  operatorBlogQuery,
  saveBlogPostBody,
} from "@croupier/contract/schemas/blog";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { type AuditAction, writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { type BlogAudit, deleteBlogPost, findEditablePost, listEditablePosts, saveBlogPost } from "./blog-editing.ts";
import { excerpt } from "./page-editing.ts";

/** `/api/operator/cms/blog*`: the back office's blog (every status); every change is audited. */
export const operatorBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };
  const fieldErrors = { 422: validationErrorBody };

  /** The audit record of a change: the post's fields before and after, long texts cut short. */
  async function auditFor(request: FastifyRequest, action: AuditAction, id: () => number): Promise<BlogAudit> {
    const { operator } = await currentOperator(request);
    return {
      record: (tx, before, after) =>
        writeAuditEntry(tx, {
          operatorId: operator.id,
          action,
          target: { type: "blog_post", id: after?.id ?? before?.id ?? id() },
          details: { before: auditFields(before), after: auditFields(after) },
          ip: request.clientIp,
        }),
    };
  }

  app.get(
    "/operator/cms/blog",
    {
      onRequest: requireOperator("content.read"),
      schema: {
        tags: ["operator"],
        summary: "Blog posts of every status, newest change first (roles: admin, marketing, support)",
        description: "`locale` and `status` (draft, scheduled, published) filter; `page`, `page_size` up to 100.",
        querystring: operatorBlogQuery,
        response: { 200: operatorBlogPosts, ...fieldErrors, ...signedOut },
      },
    },
    async (request) => {
      const { locale, status, page, page_size: pageSize } = request.query;
      return listEditablePosts(db, { locale, status, page, pageSize }, app.clock());
    },
  );

  app.get(
    "/operator/cms/blog/:id",
    {
      onRequest: requireOperator("content.read"),
      schema: {
        tags: ["operator"],
        summary: "One blog post with its versions in other locales (roles: admin, marketing, support)",
        params: operatorBlogParams,
        response: { 200: operatorBlogPost, 404: errorBody, ...fieldErrors, ...signedOut },
      },
    },
    async (request) => {
      const post = await findEditablePost(db, request.params.id, app.clock());
      if (!post) throw new AppError("not_found", "Post not found");
      return post;
    },
  );

  const saveDescription =
    "The body goes through the CMS HTML policy before it is stored (scripts, event handlers and unknown " +
    "tags are dropped). `published_at` null: a draft; in the future: scheduled. `translation_group` joins the " +
    "post's versions in other locales. 422 field errors: title required, slug lower-case words joined by " +
    "hyphens and free in its locale, one version per locale in a group, lengths bounded. Audited.";

  app.post(
    "/operator/cms/blog",
    {
      onRequest: requireOperator("content.manage"),
      schema: {
        tags: ["operator"],
        summary: "Create a blog post (roles: admin, marketing)",
        description: saveDescription,
        body: saveBlogPostBody,
        response: { 201: operatorBlogPost, ...fieldErrors, ...signedOut },
      },
    },
    async (request, reply) => {
      const audit = await auditFor(request, "blog_post.created", () => 0);
      const post = await saveBlogPost(db, null, request.body, { locale: request.locale, now: app.clock(), audit });
      return reply.code(201).send(post);
    },
  );

  app.put(
    "/operator/cms/blog/:id",
    {
      onRequest: requireOperator("content.manage"),
      schema: {
        tags: ["operator"],
        summary: "Save a blog post (roles: admin, marketing)",
        description: saveDescription,
        params: operatorBlogParams,
        body: saveBlogPostBody,
        response: { 200: operatorBlogPost, 404: errorBody, ...fieldErrors, ...signedOut },
      },
    },
    async (request) => {
      const { id } = request.params;
      const audit = await auditFor(request, "blog_post.updated", () => id);
      return saveBlogPost(db, id, request.body, { locale: request.locale, now: app.clock(), audit });
    },
  );

  app.delete(
    "/operator/cms/blog/:id",
    {
      onRequest: requireOperator("content.manage"),
      schema: {
        tags: ["operator"],
        summary: "Delete a blog post; its versions in other locales stay (roles: admin, marketing)",
        params: operatorBlogParams,
        response: { 204: z.null(), 404: errorBody, ...fieldErrors, ...signedOut },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const audit = await auditFor(request, "blog_post.deleted", () => id);
      await deleteBlogPost(db, id, { now: app.clock(), audit });
      return reply.code(204).send(null);
    },
  );
};

function auditFields(post: OperatorBlogPost | null): Record<string, unknown> | null {
  if (!post) return null;
  return {
    locale: post.locale,
    slug: post.slug,
    title: excerpt(post.title),
    summary: excerpt(post.summary),
    body: excerpt(post.body),
    cover_url: post.cover_url,
    tags: post.tags,
    published_at: post.published_at,
    translation_group: post.translation_group,
  };
}
