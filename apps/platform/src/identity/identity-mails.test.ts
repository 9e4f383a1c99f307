import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, linkToken, RELAXED_AUTH_LIMITS, signUp, uniqueEmail, waitForMailTo } from "../test/identity-helpers.ts";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.ts";
import { startMailingTestApp, stopMailingTestApp, type TestDatabase } from "../test/test-app.ts";
import { claimDueIdentityMail, insertIdentityMail } from "./mail-outbox.ts";
import { identityMails } from "./schema.ts";

// Identity mails are limited per recipient address across all IPs, stored in an
// outbox and retried with back-off while the mail server fails, and sent once per mail.

let testDb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, smtp, app } = await startMailingTestApp({ ...RELAXED_AUTH_LIMITS, IDENTITY_MAIL_LIMIT: "3" }));
});
afterAll(() => stopMailingTestApp({ testDb, smtp, app }));

const mailsTo = (sink: SmtpSink, email: string) => sink.received.filter((mail) => mail.to.includes(email)).length;

async function rowsTo(email: string) {
  return testDb.database.db
    .select()
    .from(identityMails)
    .where(eq(identityMails.recipient, email.toLowerCase()))
    .orderBy(identityMails.id);
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, tries = 200): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached");
}

describe("the per-address limit", () => {
  it("caps identity mails to one address from every IP together; the last link mailed keeps working", async () => {
    const { email } = await signUp(app, uniqueEmail("bombed"));
    await waitForMailTo(smtp, email, /Confirm/);
    const ips = ["203.0.113.1", "203.0.113.2", "198.51.100.3", "198.51.100.4"];
    for (const remoteAddress of ips) {
      const response = await call(app, "POST", "/api/users/password", { payload: { user: { email } }, remoteAddress });
      // The answer never changes: it tells nothing about the limit or the account.
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({});
    }
    // Sign-up's confirmation and two resets: three mails, then nothing more for the window.
    const second = linkToken(await waitForMailTo(smtp, email, /password/i, 1), "reset_password_token");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(smtp, email)).toBe(3);
    expect(await rowsTo(email)).toHaveLength(3);
    // The refused requests did not replace the token of the last mailed link.
    const reset = await call(app, "PUT", "/api/users/password", {
      payload: {
        user: { reset_password_token: second.token, password: "Brand-new-456", password_confirmation: "Brand-new-456" },
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it("counts per address: another address still gets its mail", async () => {
    const { email } = await signUp(app, uniqueEmail("calm"));
    expect((await call(app, "POST", "/api/users/password", { payload: { user: { email } } })).statusCode).toBe(201);
    await waitForMailTo(smtp, email, /password/i);
  });
});

describe("delivery", () => {
  it("keeps a mail the SMTP server refused and sends it once with back-off when the server is back", async () => {
    const port = await findFreePort();
    const down = await testDb.buildApp({
      ...RELAXED_AUTH_LIMITS,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_INTERVAL_MS: "150",
    });
    const email = uniqueEmail("retry");
    await signUp(down, email);
    const failing = await waitFor(
      () => rowsTo(email),
      (rows) => (rows[0]?.attempts ?? 0) >= 3,
    );
    expect(failing[0]).toMatchObject({ status: "pending", kind: "confirmation" });
    expect(failing[0]?.lastError).toBeTruthy();
    // Back-off: the wait doubles (150, 300, 600 ms after the first three failures), so the next try
    // is at least 1,050 ms after the mail was queued, however slowly the tries came (a fixed wait
    // would put it near 450 ms). Both times are the database's.
    const row = failing[0];
    if (!row) throw new Error("no row");
    expect(new Date(row.nextAttemptAt).getTime() - new Date(row.createdAt).getTime()).toBeGreaterThanOrEqual(
      150 + 300 + 600,
    );

    const revived = await startSmtpSink(port);
    try {
      const mail = await waitForMailTo(revived, email, /Confirm/);
      expect(mail.text).toContain("http://localhost/users/confirmation?confirmation_token=");
      const sent = await waitFor(
        () => rowsTo(email),
        (rows) => rows[0]?.status === "sent",
      );
      // Sent: the link is gone from the table.
      expect(sent[0]).toMatchObject({ status: "sent", textBody: null, htmlBody: null, lastError: null });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(mailsTo(revived, email)).toBe(1);
    } finally {
      await down.close();
      await revived.close();
    }
  });

  it("stores a mail once per key, and two senders never claim the same mail", async () => {
    const db = testDb.database.db;
    const mail = {
      dedupeKey: `test:${uniqueEmail()}`,
      kind: "confirmation",
      recipient: "Once@Example.com",
      subject: "Once",
      textBody: "Once",
      htmlBody: null,
      leaseMs: 0,
    };
    const [first, again] = await Promise.all([insertIdentityMail(db, mail), insertIdentityMail(db, mail)]);
    expect([first, again].filter(Boolean)).toHaveLength(1);
    expect((first ?? again)?.recipient).toBe("once@example.com");
    const [a, b] = await Promise.all([claimDueIdentityMail(db, 60_000), claimDueIdentityMail(db, 60_000)]);
    const claimed = [a, b].filter((row) => row?.dedupeKey === mail.dedupeKey);
    expect(claimed).toHaveLength(1);
  });
});

function findFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
