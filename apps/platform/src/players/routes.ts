import { playerFields } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getPlayerFields } from "./repository.ts";

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/info/player_fields",
    {
      schema: {
        tags: ["info"],
        summary: "Profile fields and the contexts requiring them",
        response: { 200: playerFields },
      },
    },
    async () => getPlayerFields(app.database.db),
  );
};
