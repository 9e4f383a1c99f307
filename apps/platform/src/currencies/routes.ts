import { currencies } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listCurrencies } from "./repository.ts";

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/info/currencies",
    { schema: { tags: ["info"], summary: "Currencies with their minor units", response: { 200: currencies } } },
    async () => listCurrencies(app.database.db),
  );
};
