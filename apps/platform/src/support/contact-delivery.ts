import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import { composeContactMail } from "./contact-mail.ts";
import {
  type ContactMessage,
  claimDueContactMessage,
  markContactMessageSent,
  recordContactMessageFailure,
} from "./repository.ts";

const MAX_ATTEMPTS = 5;

export interface ContactDeliveryOptions {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
  /** Time between retries of a message the mail server refused. */
  retryIntervalMs: number;
}

export interface ContactDelivery {
  /** Sends in the background; the player's request does not wait for the mail server. */
  deliverInBackground(message: ContactMessage): void;
  /** Sends every message whose retry time has come. */
  retryDue(): Promise<number>;
  /** Stops the retry timer and waits for sends in flight (graceful shutdown). */
  stop(): Promise<void>;
}

export function createContactDelivery(options: ContactDeliveryOptions): ContactDelivery {
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: ContactMessage): Promise<void> {
    try {
      await options.mailer.send(composeContactMail(message, options.supportEmail));
      await markContactMessageSent(options.db, message.id);
    } catch (error) {
      options.log.warn({ err: error, contactMessageId: message.id }, "contact mail not sent; will retry");
      const text = error instanceof Error ? error.message : String(error);
      await recordContactMessageFailure(options.db, message.id, text, MAX_ATTEMPTS, options.retryIntervalMs).catch(
        (dbError: unknown) => options.log.error({ err: dbError }, "could not record contact mail failure"),
      );
    }
  }

  function track(promise: Promise<void>): void {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }

  async function retryDue(): Promise<number> {
    let count = 0;
    for (let message = await claimDueContactMessage(options.db, options.retryIntervalMs); message; count++) {
      await deliver(message);
      message = await claimDueContactMessage(options.db, options.retryIntervalMs);
    }
    return count;
  }

  const timer = setInterval(() => {
    track(
      retryDue().then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error }, "contact retry failed"),
      ),
    );
  }, options.retryIntervalMs);
  timer.unref();

  return {
    deliverInBackground: (message) => track(deliver(message)),
    retryDue,
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
