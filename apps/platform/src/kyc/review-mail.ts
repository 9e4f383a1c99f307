import { isLocale } from "@croupier/contract";
import type { DocumentType } from "@croupier/contract/schemas/kyc";
import type { FastifyInstance } from "fastify";
import { findUserById } from "../identity/repository.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { claimDueReviewMail, findDocument, markReviewMailSent, recordReviewMailFailure } from "./repository.ts";
import type { KycDocumentRow } from "./schema.ts";
import { kycTexts } from "./texts.ts";
import { isPlayerVerified } from "./verification.ts";

// The review's mail to the player, like the identity and support mails: due from the decision's
// commit (`mail_status` pending), sent in the background so the operator's answer never waits for
// the mail server, retried every MAIL_RETRY_INTERVAL_MS (doubling) while it refuses, `failed`
// after the last attempt, with the same Message-ID on every attempt.

const MAX_ATTEMPTS = 5;

export interface ReviewMailDelivery {
  deliverInBackground(documentId: number): void;
  /** Sends every review mail whose time has come; answers how many were tried. */
  retryDue(): Promise<number>;
  stop(): Promise<void>;
}

export function createReviewMailDelivery(app: FastifyInstance): ReviewMailDelivery {
  const db = app.database.db;
  const retryIntervalMs = app.config.mailRetryIntervalMs;
  const messageHost = new URL(app.config.publicOrigin).hostname || "croupier.invalid";
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  async function deliver(document: KycDocumentRow): Promise<void> {
    try {
      const message = await composeReviewMail(app, document);
      if (message) await app.mailer.send({ ...message, messageId: `<kyc-review-${document.id}@${messageHost}>` });
      await markReviewMailSent(db, document.id);
    } catch (error) {
      app.log.warn({ err: error, kycDocumentId: document.id }, "KYC review mail not sent; will retry");
      await recordReviewMailFailure(db, document.id, MAX_ATTEMPTS, retryIntervalMs).catch((dbError: unknown) =>
        app.log.error({ err: dbError }, "could not record KYC review mail failure"),
      );
    }
  }

  /**
   * Keeps a background run until it settles. Its failure (the database unreachable, as during a
   * restart) is logged and the timer's next run retries: left unhandled, it would end the process.
   */
  function track(promise: Promise<void>): void {
    const settled = promise.catch((error: unknown) =>
      app.log.error({ err: error }, "KYC review mail run failed; retried later"),
    );
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
  }

  async function retryDue(): Promise<number> {
    let count = 0;
    for (let document = await claimDueReviewMail(db, retryIntervalMs); document; count++) {
      await deliver(document);
      document = await claimDueReviewMail(db, retryIntervalMs);
    }
    return count;
  }

  app.addHook("onReady", async () => {
    timer = setInterval(() => track(retryDue().then(() => undefined)), retryIntervalMs);
    timer.unref();
  });

  return {
    deliverInBackground: (documentId) =>
      track(
        findDocument(db, documentId).then((document) => {
          if (document?.mailStatus === "pending") return deliver(document);
        }),
      ),
    retryDue,
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** The mail in the player's language; null when the player is gone (nothing to send). */
async function composeReviewMail(
  app: FastifyInstance,
  document: KycDocumentRow,
): Promise<Omit<MailMessage, "messageId"> | null> {
  const db = app.database.db;
  const player = await findUserById(db, document.playerId);
  if (!player) return null;
  const texts = kycTexts(isLocale(player.locale) ? player.locale : "en");
  const type = texts.typeName[document.documentType as DocumentType];
  const isApproved = document.status === "approved";
  const body = isApproved
    ? texts.approvedBody(type, document.fileName)
    : texts.rejectedBody(type, document.fileName, document.reason ?? "");
  const completes = isApproved && ["identity", "address"].includes(document.documentType);
  const verified = completes && (await isPlayerVerified(db, document.playerId));
  const lines = [...body.split("\n"), ...(verified ? [texts.verifiedNote] : []), texts.signature];
  return {
    to: player.email,
    subject: isApproved ? texts.approvedSubject : texts.rejectedSubject,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}

/** The reason is an operator's text: escaped before it goes into the mail's HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
