import type { MailMessage } from "../mail/mailer.ts";
import type { ContactMessage } from "./repository.ts";

/** The e-mail support receives: reply goes straight to the player. */
export function composeContactMail(message: ContactMessage, supportEmail: string): MailMessage {
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form #${message.id} from ${message.email}`,
    text: [
      message.content,
      "",
      "--",
      `From: ${message.email}`,
      `Language: ${message.locale}`,
      `IP: ${message.ip ?? "unknown"}`,
      `Received: ${message.createdAt.toISOString()}`,
    ].join("\n"),
  };
}
