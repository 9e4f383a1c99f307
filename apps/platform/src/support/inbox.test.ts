import { createServer } from "node:net";
import { supportMessage, supportMessagesPage } from "@croupier/contract/schemas/support-inbox";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { countWaitingSupportMessages } from "./inbox-repository.ts";
import { composeReplyMail } from "./reply-mail.ts";
import type { ContactMessage } from "./repository.ts";

// The support inbox: a contact-form message is stored (status new), listed and read by support
// staff, replied to by mail (the mail caught by a real SMTP server on loopback) and moved through
// its statuses, each change audited.

let tdb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;
let support: { cookie: string; id: number };

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = await startSmtpSink();
  app = await tdb.buildApp({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: "support@casino.example",
    SIGN_IN_RATE_LIMIT_IP: "1000",
  });
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(async () => {
  await tdb.close();
  await smtp.close();
});

const messages = "/api/operator/support/messages";
const asSupport = (method: "GET" | "POST", url: string, payload?: unknown) =>
  call(app, method, url, { cookie: support.cookie, payload });

async function sendContactMessage(email: string, content: string, locale = "en"): Promise<number> {
  const response = await call(app, "POST", `/api/send_contact_message?l=${locale}`, {
    payload: { contact: { email, content } },
  });
  expect(response.statusCode, response.body).toBe(201);
  const list = supportMessagesPage.parse((await asSupport("GET", `${messages}?status=new`)).json());
  const row = list.data.find((item) => item.email === email);
  if (!row) throw new Error("message not in the inbox");
  return row.id;
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached");
}

describe("the support inbox", () => {
  let id: number;

  it("stores a contact message as new and lists it, newest first, filtered by status", async () => {
    id = await sendContactMessage("player@example.com", `My deposit has not arrived.\n${"x".repeat(300)}`);
    const page = supportMessagesPage.parse((await asSupport("GET", `${messages}?status=new&page_size=5`)).json());
    expect(page.pagination).toMatchObject({ page: 1, per_page: 5, total_count: 1 });
    expect(page.data[0]).toMatchObject({ id, email: "player@example.com", status: "new", replies_count: 0 });
    expect(page.data[0]?.preview).toHaveLength(200);
    expect((await asSupport("GET", `${messages}?status=closed`)).json().data).toEqual([]);
    expect((await asSupport("GET", `${messages}?status=nonsense`)).statusCode).toBe(422);

    const detail = await asSupport("GET", `${messages}/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(supportMessage.parse(detail.json())).toMatchObject({ id, locale: "en", replies: [] });
    expect(detail.json().content).toMatch(/^My deposit has not arrived\./);
  });

  it("mails a reply to the sender only, plain text, and marks the message answered", async () => {
    const text = "Hello, it is credited now.\r\nBcc: thief@example.com\nRegards, Support";
    const response = await asSupport("POST", `${messages}/${id}/replies`, { reply: { text } });
    expect(response.statusCode, response.body).toBe(201);
    const view = supportMessage.parse(response.json());
    expect(view).toMatchObject({ status: "answered", replies_count: 1 });
    expect(view.replies[0]).toMatchObject({ operator_id: support.id, operator_name: "Test support", text });

    // Mail 1 went to SUPPORT_EMAIL (the contact form); mail 2 is the reply.
    const mail = await smtp.waitForMail(2);
    expect(mail.to).toEqual(["player@example.com"]);
    const [headers, body] = splitOnce(mail.raw);
    expect(headers).toMatch(/^To: player@example\.com$/m);
    expect(headers).toMatch(new RegExp(`^Subject: Re: your message to support \\(#${id}\\)$`, "m"));
    expect(headers).toMatch(/^Reply-To: support@casino\.example$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(body).toContain("Hello, it is credited now.");
    expect(body).toContain("> My deposit has not arrived.");

    const sent = await waitFor(
      async () => supportMessage.parse((await asSupport("GET", `${messages}/${id}`)).json()),
      (message) => message.replies[0]?.delivery_status === "sent",
    );
    expect(sent.replies[0]?.sent_at).toEqual(expect.any(String));
    expect(await auditRows(tdb.database.db, { target: { type: "contact_message", id } })).toEqual([
      expect.objectContaining({
        operator_id: support.id,
        action: "support.replied",
        details: expect.objectContaining({
          to: "player@example.com",
          text,
          before: { status: "new" },
          after: { status: "answered" },
        }),
      }),
    ]);
  });

  it("sets the status, audited with before and after; the same status records nothing", async () => {
    const closed = await asSupport("POST", `${messages}/${id}/status`, { status: "closed" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: "closed" });
    expect((await asSupport("POST", `${messages}/${id}/status`, { status: "closed" })).statusCode).toBe(200);
    const rows = await auditRows(tdb.database.db, { target: { type: "contact_message", id } });
    expect(rows.map((row) => row.action)).toEqual(["support.replied", "support.status_changed"]);
    expect(rows[1]?.details).toEqual({ before: { status: "answered" }, after: { status: "closed" } });
    const page = supportMessagesPage.parse((await asSupport("GET", `${messages}?status=closed`)).json());
    expect(page.data.map((row) => row.id)).toEqual([id]);
    expect(await countWaitingSupportMessages(tdb.database.db)).toBe(0);
    await asSupport("POST", `${messages}/${id}/status`, { status: "open" });
    expect(await countWaitingSupportMessages(tdb.database.db)).toBe(1);
    await asSupport("POST", `${messages}/${id}/status`, { status: "closed" });
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const cases = [
      [`${messages}/${id}/status`, { status: "deleted" }, "status"],
      [`${messages}/${id}/replies`, { reply: { text: "   " } }, "text"],
      [`${messages}/${id}/replies`, { reply: { text: "y".repeat(10_001) } }, "text"],
    ] as const;
    for (const [url, payload, field] of cases) {
      const response = await asSupport("POST", url, payload);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await asSupport("POST", `${messages}/2147483647/replies`, { reply: { text: "Hi" } })).statusCode).toBe(404);
    expect((await asSupport("GET", `${messages}/0`)).statusCode).toBe(422);
    const view = supportMessage.parse((await asSupport("GET", `${messages}/${id}`)).json());
    expect(view).toMatchObject({ status: "closed", replies_count: 1 });
  });

  it("writes the reply's frame in the sender's language", async () => {
    const spanish = await sendContactMessage("jugador@example.com", "¿Dónde está mi retiro?", "es");
    expect(
      (await asSupport("POST", `${messages}/${spanish}/replies`, { reply: { text: "Ya está." } })).statusCode,
    ).toBe(201);
    const mail = await smtp.waitForMail(4);
    expect(mail.to).toEqual(["jugador@example.com"]);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it("is closed to roles without support.read", async () => {
    const finance = await signedInOperator(app, tdb.database.db, "finance");
    expect((await call(app, "GET", messages, { cookie: finance.cookie })).statusCode).toBe(403);
    expect((await call(app, "GET", messages)).statusCode).toBe(401);
  });
});

describe("a reply while the mail server is down", () => {
  it("is kept pending and mailed on a later retry", async () => {
    const port = await findFreePort();
    const downApp = await tdb.buildApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_INTERVAL_MS: "300",
      SIGN_IN_RATE_LIMIT_IP: "1000",
    });
    const staff = await signedInOperator(downApp, tdb.database.db, "support");
    const list = supportMessagesPage.parse((await call(downApp, "GET", messages, { cookie: staff.cookie })).json());
    const id = list.data[0]?.id ?? 0;
    const replied = await call(downApp, "POST", `${messages}/${id}/replies`, {
      cookie: staff.cookie,
      payload: { reply: { text: "Sorry for the wait." } },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const read = async () =>
      supportMessage.parse((await call(downApp, "GET", `${messages}/${id}`, { cookie: staff.cookie })).json());
    const failed = await waitFor(read, (message) =>
      message.replies.some((reply) => reply.text === "Sorry for the wait."),
    );
    expect(failed.replies.at(-1)?.delivery_status).toBe("pending");

    const lateServer = await startSmtpSink(port);
    try {
      const mail = await lateServer.waitForMail(1);
      expect(mail.raw).toContain("Sorry for the wait.");
      const sent = await waitFor(read, (message) => message.replies.at(-1)?.delivery_status === "sent");
      expect(sent.replies.at(-1)?.sent_at).toEqual(expect.any(String));
    } finally {
      await downApp.close();
      await lateServer.close();
    }
  });
});

describe("composeReplyMail", () => {
  const message = {
    id: 7,
    email: "player@example.com",
    content: "Line one\nLine two",
    locale: "xx",
    createdAt: new Date("2031-01-02T03:04:05Z"),
  } as ContactMessage;
  const options = { supportEmail: "support@casino.example", messageId: "<support-reply-1@casino.example>" };

  it("addresses the stored sender, quotes the message and falls back to English", () => {
    expect(composeReplyMail(message, "Thanks!", options)).toEqual({
      to: "player@example.com",
      replyTo: "support@casino.example",
      subject: "Re: your message to support (#7)",
      messageId: "<support-reply-1@casino.example>",
      text: "Thanks!\n\n--\nYour message of 2031-01-02 03:04:\n> Line one\n> Line two",
    });
  });

  it("refuses a stored address that is not one plain address", () => {
    for (const email of ["a@example.com\r\nBcc: b@example.com", "a@example.com, b@example.com", "<a@example.com>"]) {
      expect(() => composeReplyMail({ ...message, email }, "Hi", options)).toThrow(/no plain address/);
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

function splitOnce(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return [raw, ""];
  return [raw.slice(0, match.index), raw.slice(match.index + match[0].length)];
}
