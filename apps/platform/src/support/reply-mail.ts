import { isLocale, type Locale } from "@croupier/contract";
import type { MailMessage } from "../mail/mailer.ts";
import type { ContactMessage } from "./repository.ts";

// The mail that carries a staff reply to the sender of a contact message, in the language they
// wrote in. Plain text only. The recipient and the subject come from the stored message alone
// (its address, checked by the contact form, and its number), never from what the operator sent,
// so a reply cannot add headers or recipients; the operator's text is only the body.

const TEXTS: Record<Locale, { subject: (id: number) => string; quote: (at: string) => string }> = {
  en: { subject: (id) => `Re: your message to support (#${id})`, quote: (at) => `Your message of ${at}:` },
  es: { subject: (id) => `Re: tu mensaje al soporte (n.º ${id})`, quote: (at) => `Tu mensaje del ${at}:` },
  pt: { subject: (id) => `Re: a sua mensagem ao apoio (n.º ${id})`, quote: (at) => `A sua mensagem de ${at}:` },
  "pt-BR": { subject: (id) => `Re: sua mensagem ao suporte (nº ${id})`, quote: (at) => `Sua mensagem de ${at}:` },
  ru: { subject: (id) => `Re: ваше сообщение в поддержку (№ ${id})`, quote: (at) => `Ваше сообщение от ${at}:` },
};

/** The quoted message is cut here: the sender has the rest. */
const QUOTE_LENGTH = 2000;

/**
 * A plain address: one @, no spaces, line breaks, commas or angle brackets (one recipient, no
 * header). The @ is outside both classes, so the match is linear.
 */
const PLAIN_ADDRESS = /^[^\s,;<>"()@]+@[^\s,;<>"()@]+$/;

export function composeReplyMail(
  message: ContactMessage,
  replyText: string,
  options: { supportEmail: string; messageId: string },
): MailMessage {
  if (!PLAIN_ADDRESS.test(message.email)) throw new Error(`contact message ${message.id} has no plain address`);
  const texts = TEXTS[isLocale(message.locale) ? message.locale : "en"];
  const quoted = message.content
    .slice(0, QUOTE_LENGTH)
    .split("\n")
    .map((line) => `> ${line}`);
  return {
    to: message.email,
    replyTo: options.supportEmail,
    subject: texts.subject(message.id),
    messageId: options.messageId,
    text: [
      replyText,
      "",
      "--",
      texts.quote(message.createdAt.toISOString().slice(0, 16).replace("T", " ")),
      ...quoted,
    ].join("\n"),
  };
}
