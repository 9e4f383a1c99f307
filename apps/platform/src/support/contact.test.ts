import { createServer } from "node:net";
import { errorBody } from "@croupier/contract";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { type ContactMessage, claimDueContactMessage, getContactMessage, insertContactMessage } from "./repository.ts";
import { contactMessages } from "./schema.ts";

let testDb: TestDatabase;
let smtp: SmtpSink;

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await testDb.close();
  await smtp.close();
});

const headers = { "x-requested-with": "XMLHttpRequest", accept: "application/vnd.s.v1+json" };

async function latestMessage(): Promise<ContactMessage> {
  const [row] = await testDb.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  if (!row) throw new Error("no contact message stored");
  return row;
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached");
}

describe("POST /api/send_contact_message", () => {
  it("stores the message, answers 201 {} and mails support through SMTP", async () => {
    const app = await testDb.buildApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: "support@casino.example" });
    const payload = { contact: { email: "player@example.com", content: "My deposit has not arrived.\nPlease help." } };
    const response = await app.inject({ method: "POST", url: "/api/send_contact_message?l=es", headers, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});

    const mail = await smtp.waitForMail(1);
    expect(mail.to).toEqual(["support@casino.example"]);
    expect(mail.raw).toMatch(/^Reply-To: player@example\.com/m);
    expect(mail.raw).toMatch(/^To: support@casino\.example/m);
    expect(mail.raw).toMatch(/^Subject: Contact form #\d+ from player@example\.com/m);
    expect(mail.raw).toContain("My deposit has not arrived.");
    expect(mail.raw).toContain("Language: es");

    const stored = await waitFor(latestMessage, (row) => row.status === "sent");
    expect(stored).toMatchObject({ email: "player@example.com", locale: "es", status: "sent", attempts: 1 });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it("rate-limits per visitor IP with a JSON 429", async () => {
    const app = await testDb.buildApp({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT_MAX: "2" });
    const send = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/send_contact_message",
        headers,
        remoteAddress,
        payload: { contact: { email: "a@example.com", content: "Hi" } },
      });
    expect((await send("203.0.113.1")).statusCode).toBe(201);
    expect((await send("203.0.113.1")).statusCode).toBe(201);
    const limited = await send("203.0.113.1");
    expect(limited.statusCode).toBe(429);
    expect(errorBody.parse(limited.json()).error).toMatch(/Too many requests/);
    expect((await send("203.0.113.2")).statusCode).toBe(201);
  });

  it("lets only one of two nodes retrying at once claim a due message", async () => {
    const db = testDb.database.db;
    const message = await insertContactMessage(db, {
      email: "twice@example.com",
      content: "Once, please",
      locale: "en",
      ip: null,
      firstRetryAfterMs: 0,
    });
    // The first node's claim is still uncommitted while the second node looks for work.
    let second: Promise<ContactMessage | null> = Promise.resolve(null);
    const first = await db.transaction(async (tx) => {
      const claimed = await claimDueContactMessage(tx, 60_000);
      second = claimDueContactMessage(db, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return claimed;
    });
    expect(first?.id).toBe(message.id);
    expect((await second)?.id).not.toBe(message.id);
  });

  it("keeps the message when the mail server is down and sends it on a later retry", async () => {
    const port = await findFreePort();
    const app = await testDb.buildApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_INTERVAL_MS: "300" });
    const payload = { contact: { email: "late@example.com", content: "Anyone there?" } };
    const response = await app.inject({ method: "POST", url: "/api/send_contact_message", headers, payload });
    expect(response.statusCode).toBe(201);
    const { id } = await latestMessage();
    const failed = await waitFor(
      () => getContactMessage(testDb.database.db, id),
      (row) => (row?.attempts ?? 0) >= 1,
    );
    expect(failed).toMatchObject({ status: "pending" });
    expect(failed?.lastError).toBeTruthy();

    const lateServer = await startSmtpSink(port);
    try {
      const mail = await lateServer.waitForMail(1);
      expect(mail.raw).toContain("Anyone there?");
      const sent = await waitFor(
        () => getContactMessage(testDb.database.db, id),
        (row) => row?.status === "sent",
      );
      expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await app.close();
      await lateServer.close();
    }
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
