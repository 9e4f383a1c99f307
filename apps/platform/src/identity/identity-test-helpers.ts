import type { FastifyInstance } from "fastify";
import { createIdentityContext, type IdentityContext } from "./context.ts";
import type { IdentityMailer, IdentityMailRequest } from "./identity-mailer.ts";
import type { IdentityNeeds } from "./needs.ts";
import type { User } from "./repository.ts";

// What the identity service tests call the services with: the app's own hasher and limiters, a
// mailer that only records, and stand-ins for what players and accounts would do.

/** A mailer that keeps what it is asked to send; `allowed` answers canMail. */
export interface RecordingMailer extends IdentityMailer {
  sent: IdentityMailRequest[];
  allowed: boolean;
}

export function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = {
    sent: [],
    allowed: true,
    canMail: async () => mailer.allowed,
    send: async (mail) => {
      mailer.sent.push(mail);
    },
    retryDue: async () => 0,
    stop: async () => {},
  };
  return mailer;
}

/** Stand-ins for players and accounts: EUR and USD are real currencies; opened accounts are kept. */
export interface StubNeeds extends IdentityNeeds {
  opened: User[];
}

export function stubNeeds(): StubNeeds {
  const needs: StubNeeds = {
    opened: [],
    viewPlayer: async () => {
      throw new Error("the services answer users; the routes view them");
    },
    loadAuthLimits: async () => {
      throw new Error("the routes parse the forms");
    },
    isRealCurrency: async (_db, code) => code === "EUR" || code === "USD",
    openAccounts: async (_db, user) => {
      needs.opened.push(user);
    },
  };
  return needs;
}

export interface ServiceContext extends IdentityContext {
  mailer: RecordingMailer;
  needs: StubNeeds;
}

/** A fresh context (own limiters and locks) on `app`'s database, clock and settings. */
export async function serviceContext(app: FastifyInstance): Promise<ServiceContext> {
  const needs = stubNeeds();
  const context = createIdentityContext(app, needs);
  // The real mailer's retry timer is not needed: the recording one takes its place.
  await context.mailer.stop();
  return { ...context, mailer: recordingMailer(), needs };
}
