import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  operatorCmsPage,
  operatorCmsPageParams,
  operatorCmsPages,
  operatorCmsSnippet,
  operatorCmsSnippets,
  operatorCmsTranslationParams,
  saveCmsSnippetBody,
  saveCmsTranslationBody,
} from "@croupier/contract/schemas/operator-cms";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { operatorBlogRoutes } from "./blog-operator-routes.ts";
import { auditExcerpt, excerpt, findEditablePage, listEditablePages, saveTranslation } from "./page-editing.ts";
import { listEditableSnippets, saveSnippetTranslation } from "./snippet-editing.ts";

/** `/api/operator/cms/*`: the back office's Content area (pages, snippets); every save is audited. */
export const operatorCmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };
  await app.register(operatorBlogRoutes);

  app.get(
    "/operator/cms/pages",
    {
      onRequest: requireOperator("content.read"),
      schema: {
        tags: ["operator"],
        summary: "The CMS pages with the locales each has a text in (roles: admin, marketing, support)",
        description: "Every page in the site's order; `title` is the English one.",
        response: { 200: operatorCmsPages, ...signedOut },
      },
    },
    async () => ({ data: await listEditablePages(db) }),
  );

  app.get(
    "/operator/cms/pages/:id",
    {
      onRequest: requireOperator("content.read"),
      schema: {
        tags: ["operator"],
        summary: "One CMS page with every locale's title, content and meta texts (roles: admin, marketing, support)",
        description: "404 when no page has this id.",
        params: operatorCmsPageParams,
        response: { 200: operatorCmsPage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const page = await findEditablePage(db, request.params.id);
      if (!page) throw new AppError("not_found", "Page not found");
      return page;
    },
  );

  app.put(
    "/operator/cms/pages/:id/translations/:locale",
    {
      onRequest: requireOperator("content.manage"),
      schema: {
        tags: ["operator"],
        summary: "Save a CMS page's text in one locale, its HTML sanitised (roles: admin, marketing)",
        description:
          "The content goes through the CMS HTML policy before it is stored (scripts, event handlers and " +
          "unknown tags are dropped); the answer is the page as stored. Omitted meta texts are kept. " +
          "422 field errors: title required, lengths bounded, locale one of the site's. Audited with a " +
          "short excerpt of the text before and after.",
        params: operatorCmsTranslationParams,
        body: saveCmsTranslationBody,
        response: { 200: operatorCmsPage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const { id, locale } = request.params;
      return saveTranslation(db, id, locale, request.body.translation, {
        record: (tx, before, after) =>
          writeAuditEntry(tx, {
            operatorId: operator.id,
            action: "cms.page_translation_saved",
            target: { type: "cms_page", id },
            details: { locale, before: auditExcerpt(before), after: auditExcerpt(after) },
            ip: request.clientIp,
          }),
      });
    },
  );

  app.get(
    "/operator/cms/snippets",
    {
      onRequest: requireOperator("content.read"),
      schema: {
        tags: ["operator"],
        summary: "The CMS snippets with each locale's text (roles: admin, marketing, support)",
        description: "Banners, cards and the home slider: HTML, plain text or JSON holding HTML, by id.",
        response: { 200: operatorCmsSnippets, ...signedOut },
      },
    },
    async () => ({ data: await listEditableSnippets(db) }),
  );

  app.put(
    "/operator/cms/snippets/:id/translations/:locale",
    {
      onRequest: requireOperator("content.manage"),
      schema: {
        tags: ["operator"],
        summary: "Save a CMS snippet's text in one locale, its HTML sanitised (roles: admin, marketing)",
        description:
          "HTML goes through the CMS HTML policy, and so do the HTML strings inside a JSON snippet; plain " +
          "text is kept. The answer is the snippet as stored. 422 field errors: content up to 100 000 " +
          "characters, locale one of the site's. Audited with a short excerpt before and after.",
        params: operatorCmsTranslationParams,
        body: saveCmsSnippetBody,
        response: { 200: operatorCmsSnippet, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const { id, locale } = request.params;
      return saveSnippetTranslation(db, id, locale, request.body.translation.content, (tx, before, after) =>
        writeAuditEntry(tx, {
          operatorId: operator.id,
          action: "cms.snippet_translation_saved",
          target: { type: "cms_snippet", id },
          details: { locale, before: before === null ? null : excerpt(before), after: excerpt(after) },
          ip: request.clientIp,
        }),
      );
    },
  );
};
