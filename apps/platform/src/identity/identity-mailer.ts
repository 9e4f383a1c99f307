import { createHash } from "node:crypto";
import type { Locale } from "@croupier/contract";
import { isLocale } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import {
  claimDueIdentityMail,
  countRecentMailsTo,
  type IdentityMail,
  insertIdentityMail,
  markIdentityMailSent,
  recordIdentityMailFailure,
} from "./mail-outbox.ts";
import { composeIdentityMail, type IdentityMailKind, identityLink } from "./mails.ts";

/** Attempts before a mail is given up (`failed`), with the wait doubling from MAIL_RETRY_INTERVAL_MS. */
export const IDENTITY_MAIL_MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 3_600_000;
/** How long a claimed mail is left to the node sending it (longer than an SMTP attempt can take). */
const SEND_LEASE_MS = 10 * 60_000;

export interface IdentityMailRequest {
  kind: IdentityMailKind;
  to: string;
  locale: string;
  /** The token of the link (none for the password-changed notice). */
  token?: string;
  /** One mail per key, ever: a repeated or concurrent send of the same mail stores and sends nothing. */
  dedupeKey: string;
}

export interface IdentityMailer {
  /** False once IDENTITY_MAIL_LIMIT mails went to this address within the window (from any IP). */
  canMail(to: string): Promise<boolean>;
  /**
   * Stores the mail in the outbox, then sends it in the background: the player's answer never
   * waits for (or reveals) the mail server. Unsent mails are retried with back-off.
   */
  send(mail: IdentityMailRequest): Promise<void>;
  /** Sends every mail whose retry time has come; answers how many were tried. */
  retryDue(): Promise<number>;
  /** Stops the retry timer and waits for sends in flight (graceful shutdown, tests). */
  stop(): Promise<void>;
}

export function createIdentityMailer(app: FastifyInstance): IdentityMailer {
  const db = app.database.db;
  const { mailRetryIntervalMs: baseMs } = app.config;
  const { perAddress, windowMs } = app.config.identity.mailLimit;
  const origin = app.config.publicOrigin;
  const messageHost = new URL(origin).hostname || "croupier.invalid";
  const inFlight = new Set<Promise<void>>();
  const backoffMs = (attempts: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

  async function deliver(mail: IdentityMail): Promise<void> {
    if (mail.textBody === null) return;
    try {
      await app.mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        // The same Message-ID on every attempt, so a mail that did reach the server before a
        // crash is recognised as one by the receiving side.
        messageId: `<identity-${mail.id}-${createHash("sha256").update(mail.dedupeKey).digest("hex").slice(0, 16)}@${messageHost}>`,
      });
      await markIdentityMailSent(db, mail.id);
    } catch (error) {
      app.log.warn({ err: error, identityMailId: mail.id, kind: mail.kind }, "identity mail not sent; will retry");
      const text = error instanceof Error ? error.message : String(error);
      await recordIdentityMailFailure(db, mail.id, text, IDENTITY_MAIL_MAX_ATTEMPTS, backoffMs).catch(
        (dbError: unknown) => app.log.error({ err: dbError }, "could not record identity mail failure"),
      );
    }
  }

  function track(promise: Promise<void>): void {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }

  async function retryDue(): Promise<number> {
    let tried = 0;
    for (let mail = await claimDueIdentityMail(db, SEND_LEASE_MS); mail; tried++) {
      await deliver(mail);
      mail = await claimDueIdentityMail(db, SEND_LEASE_MS);
    }
    return tried;
  }

  let retrying: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (retrying) return;
    retrying = retryDue().then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, "identity mail retry failed"),
    );
    track(retrying);
    void retrying.finally(() => {
      retrying = null;
    });
  }, baseMs);
  timer.unref();

  return {
    canMail: async (to) => (await countRecentMailsTo(db, to, windowMs)) < perAddress,
    async send({ kind, to, locale, token, dedupeKey }) {
      const language: Locale = isLocale(locale) ? locale : "en";
      const message = composeIdentityMail(kind, to, language, identityLink(kind, origin, language, token));
      const stored = await insertIdentityMail(db, {
        dedupeKey,
        kind,
        recipient: to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        leaseMs: SEND_LEASE_MS,
      });
      if (stored) track(deliver(stored));
    },
    retryDue,
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
