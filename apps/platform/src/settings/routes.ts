import { googleTagManager, project } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { googleTagManagerSetting, projectSetting, SETTING_KEYS } from "./keys.ts";
import { getSetting } from "./repository.ts";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/info/project",
    { schema: { tags: ["info"], summary: "Project and licence information", response: { 200: project } } },
    async () => ({
      ...(await getSetting(db, SETTING_KEYS.project, projectSetting)),
      support_email: app.config.supportEmail,
    }),
  );

  app.get(
    "/settings/google_tag_manager",
    { schema: { tags: ["info"], summary: "Google Tag Manager container", response: { 200: googleTagManager } } },
    async () => getSetting(db, SETTING_KEYS.googleTagManager, googleTagManagerSetting),
  );
};
