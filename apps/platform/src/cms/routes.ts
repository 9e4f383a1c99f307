import { type CmsPageSummary, cmsFiles, cmsPage, cmsPages, cmsSnippets, errorBody, locales } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { blogRoutes } from "./blog-routes.ts";
import { listContentLocales } from "./content-locales.ts";
import { listFiles } from "./files-repository.ts";
import { findPage, listPageTree } from "./pages-repository.ts";
import { listSnippets } from "./snippets-repository.ts";

// Every CMS call takes `?l=<locale>` (request.locale) and falls back to English per item.
const localeQuery = z.object({ l: z.string().max(10).optional() }).passthrough();

/**
 * Clients of this API family key pages by a path without the leading slash (`promotions`) and read
 * `children` on every page of the structure (an empty list for a leaf).
 */
function toPathKeyed(page: CmsPageSummary): CmsPageSummary {
  return { ...page, path: pathKey(page.path), children: (page.children ?? []).map(toPathKeyed) };
}

function pathKey(path: string): string {
  return path.replace(/^\/+/, "");
}

export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(blogRoutes);

  app.get(
    "/cms/pages",
    { schema: { tags: ["cms"], summary: "Site structure", querystring: localeQuery, response: { 200: cmsPages } } },
    async (request) => (await listPageTree(db, request.locale)).map(toPathKeyed),
  );

  app.get(
    "/cms/pages/*",
    {
      schema: {
        tags: ["cms"],
        summary: "One page by id or path (slashes allowed)",
        querystring: localeQuery,
        params: z.object({ "*": z.string().max(500) }),
        response: { 200: cmsPage, 404: errorBody },
      },
    },
    async (request) => {
      const page = await findPage(db, request.params["*"], request.locale);
      if (!page) throw new AppError("not_found", "Page not found");
      return { ...page, path: pathKey(page.path) };
    },
  );

  app.get(
    "/cms/snippets",
    {
      schema: { tags: ["cms"], summary: "Content snippets", querystring: localeQuery, response: { 200: cmsSnippets } },
    },
    async (request) => listSnippets(db, request.locale),
  );

  app.get(
    "/cms/files",
    { schema: { tags: ["cms"], summary: "Files and images", querystring: localeQuery, response: { 200: cmsFiles } } },
    async (request) => listFiles(db, request.locale),
  );

  app.get(
    "/info/cms_locales",
    { schema: { tags: ["info"], summary: "Languages with CMS content", response: { 200: locales } } },
    async () => listContentLocales(db),
  );
};
