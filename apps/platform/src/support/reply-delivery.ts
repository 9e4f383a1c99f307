import type { FastifyInstance } from "fastify";
import {
  claimDueSupportReply,
  markSupportReplySent,
  recordSupportReplyFailure,
  type SupportReply,
} from "./inbox-repository.ts";
import { composeReplyMail } from "./reply-mail.ts";
import { getContactMessage } from "./repository.ts";

const MAX_ATTEMPTS = 5;

export interface ReplyDelivery {
  /** Mails a committed reply in the background; the operator's request does not wait for it. */
  deliverInBackground(reply: SupportReply): void;
  /** Mails every reply whose retry time has come. */
  retryDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Staff replies go out as the contact messages do (contact-delivery.ts): stored first, mailed
 * after the commit, retried every MAIL_RETRY_INTERVAL_MS while the mail server refuses, `failed`
 * after the last attempt, with the same Message-ID on every attempt.
 */
export function createReplyDelivery(app: FastifyInstance): ReplyDelivery {
  const db = app.database.db;
  const retryIntervalMs = app.config.mailRetryIntervalMs;
  const messageHost = new URL(app.config.publicOrigin).hostname || "croupier.invalid";
  const inFlight = new Set<Promise<void>>();

  async function deliver(reply: SupportReply): Promise<void> {
    try {
      const message = await getContactMessage(db, reply.contactMessageId);
      if (!message) throw new Error(`contact message ${reply.contactMessageId} is gone`);
      const messageId = `<support-reply-${reply.id}@${messageHost}>`;
      await app.mailer.send(
        composeReplyMail(message, reply.text, { supportEmail: app.config.supportEmail, messageId }),
      );
      await markSupportReplySent(db, reply.id);
    } catch (error) {
      app.log.warn({ err: error, supportReplyId: reply.id }, "support reply not sent; will retry");
      const text = error instanceof Error ? error.message : String(error);
      await recordSupportReplyFailure(db, reply.id, text, MAX_ATTEMPTS, retryIntervalMs).catch((dbError: unknown) =>
        app.log.error({ err: dbError }, "could not record support reply failure"),
      );
    }
  }

  function track(promise: Promise<void>): void {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }

  async function retryDue(): Promise<number> {
    let count = 0;
    for (let reply = await claimDueSupportReply(db, retryIntervalMs); reply; count++) {
      await deliver(reply);
      reply = await claimDueSupportReply(db, retryIntervalMs);
    }
    return count;
  }

  const timer = setInterval(() => {
    track(
      retryDue().then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, "support reply retry failed"),
      ),
    );
  }, retryIntervalMs);
  timer.unref();

  return {
    deliverInBackground: (reply) => track(deliver(reply)),
    retryDue,
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
