import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** `<id@host>`; the same on every retry of one mail. */
  messageId?: string;
}

export interface Mailer {
  /** Sends (or files) the message; rejects when the mail server refuses or is unreachable. */
  send(message: MailMessage): Promise<void>;
  /** Where messages go: "smtp" or the outbox directory. */
  readonly destination: string;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml
 * file a developer can open, so sign-up and contact mails work on a machine without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.dataDir, options.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    destination: "smtp",
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function createOutboxMailer(dataDir: string, from: string): Mailer {
  const outbox = path.join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    destination: outbox,
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
