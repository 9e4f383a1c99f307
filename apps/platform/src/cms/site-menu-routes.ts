import { errorBody, validationErrorBody } from "@croupier/contract";
import { saveSiteMenuBody, siteMenu, siteMenuParams, siteMenus } from "@croupier/contract/schemas/operator-site-menus";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { listSiteMenus, saveSiteMenu } from "./site-menus.ts";

/** `/api/operator/site_menus*`: the site's menus (site structure) in the back office; saves audited. */
export const operatorSiteMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/site_menus",
    {
      onRequest: requireOperator("content.read"),
      schema: {
        tags: ["operator"],
        summary: "The site's menus with their pages in order, and every page (roles: admin, marketing, support)",
        description:
          "`top-menu` is the header's menu, `bottom-menu` and `bottom-menu-help` the footer's; titles are the " +
          "English ones (the site shows each locale's).",
        response: { 200: siteMenus, ...signedOut },
      },
    },
    async () => listSiteMenus(db),
  );

  app.put(
    "/operator/site_menus/:menu",
    {
      onRequest: requireOperator("content.manage"),
      schema: {
        tags: ["operator"],
        summary: "Set a menu's pages and their order (roles: admin, marketing)",
        description:
          "`page_ids` is the whole menu in order: pages given join it at that place, pages left out leave it " +
          "(the page itself stays). The site's header and footer show it on the next page view. 422 field " +
          "errors (`page_ids`) for an unknown page, a repeated one or more than 50.",
        params: siteMenuParams,
        body: saveSiteMenuBody,
        response: { 200: siteMenu, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const { menu } = request.params;
      return saveSiteMenu(db, menu, request.body.page_ids, (tx, before, after) =>
        writeAuditEntry(tx, {
          operatorId: operator.id,
          action: "site_menu.updated",
          target: { type: "site_menu", id: menu },
          details: { before, after },
          ip: request.clientIp,
        }),
      );
    },
  );
};
