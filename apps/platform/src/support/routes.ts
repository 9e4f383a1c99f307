import { errorBody, sendContactMessageBody, validationErrorBody } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatRoutes } from "./chat-routes.ts";
import { createContactDelivery } from "./contact-delivery.ts";
import { insertContactMessage } from "./repository.ts";

/**
 * The support page's contact form. The message is stored first and the player gets 201 at once;
 * the mail to SUPPORT_EMAIL goes out in the background and is retried while the mail server is
 * down, so a player never sees a mail-server failure and no message is lost.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivery = createContactDelivery({
    db: app.database.db,
    mailer: app.mailer,
    supportEmail: app.config.supportEmail,
    log: app.log,
    retryIntervalMs: app.config.mailRetryIntervalMs,
  });
  app.addHook("onClose", async () => delivery.stop());
  // The live chat (chat-routes.ts): its own plugin, so its multipart parser stays its own.
  await app.register(chatRoutes);

  app.post(
    "/send_contact_message",
    {
      config: { rateLimit: { max: app.config.contactRateLimit.max, timeWindow: app.config.contactRateLimit.windowMs } },
      schema: {
        tags: ["support"],
        summary: "Send a message to support",
        body: sendContactMessageBody,
        response: { 201: z.object({}), 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, content } = request.body.contact;
      const message = await insertContactMessage(app.database.db, {
        email,
        content,
        locale: request.locale,
        ip: request.clientIp,
        firstRetryAfterMs: app.config.mailRetryIntervalMs,
      });
      delivery.deliverInBackground(message);
      return reply.code(201).send({});
    },
  );
};
