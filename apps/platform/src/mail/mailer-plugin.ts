import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMailer } from "./mailer.ts";

/** `app.mailer`: SMTP from SMTP_URL, or .eml files in DATA_DIR/outbox. */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, dataDir, mailFrom } = app.config;
    const mailer = createMailer({ smtpUrl, dataDir, from: mailFrom });
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
    app.log.info({ destination: mailer.destination }, "mail transport ready");
  },
  { name: "mailer" },
);
