import type { Locale } from "@croupier/contract";
import { isLocale } from "@croupier/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { composeIdentityMail, type IdentityMailKind, identityLink } from "./mails.ts";

export interface IdentityMailer {
  /** Sends in the background: the player's answer never waits for (or reveals) the mail server. */
  send(request: FastifyRequest, kind: IdentityMailKind, to: string, locale: string, token: string): void;
  /** Waits for sends in flight (graceful shutdown, tests). */
  flush(): Promise<void>;
}

export function createIdentityMailer(app: FastifyInstance): IdentityMailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send(request, kind, to, locale, token) {
      const origin = app.config.publicOrigin;
      const language: Locale = isLocale(locale) ? locale : "en";
      const mail = composeIdentityMail(kind, to, language, identityLink(kind, origin, language, token));
      const sending = app.mailer.send(mail).catch((error: unknown) => {
        request.log.error({ err: error, kind }, "identity mail not sent");
      });
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    flush: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}
