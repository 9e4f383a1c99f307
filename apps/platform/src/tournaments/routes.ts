import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The player's tournament standings. Signed-out visitors (the only kind until sessions exist)
  // are in no tournament, so the answer is empty; the tournaments issue backs it with tables.
  app.get(
    "/tournaments/statuses",
    {
      schema: {
        tags: ["tournaments"],
        summary: "The player's tournament standings",
        response: { 200: z.array(z.unknown()) },
      },
    },
    async () => [],
  );
};
