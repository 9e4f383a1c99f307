import { locales } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listLocales } from "./repository.ts";

export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/info/locales",
    { schema: { tags: ["info"], summary: "Languages the site offers", response: { 200: locales } } },
    async () => listLocales(app.database.db),
  );
};
