import { CHAT_VISITOR_COOKIE } from "@croupier/contract/schemas/chat";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { call } from "../test/identity-helpers.ts";

// Helpers of the live chat tests: a visitor's cookie, and multipart bodies built by hand (what a
// browser's FormData sends).

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** `_croupier_chat_visitor=<value>` from a response's Set-Cookie (throws when none was set). */
export function visitorCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === CHAT_VISITOR_COOKIE);
  if (!cookie?.value) throw new Error(`no visitor cookie set: ${response.statusCode} ${response.body}`);
  return `${CHAT_VISITOR_COOKIE}=${cookie.value}`;
}

/** A new visitor with an open conversation: their cookie. */
export async function newVisitor(app: FastifyInstance, locale = "en"): Promise<string> {
  return visitorCookie(await call(app, "POST", `/api/chat?l=${locale}`, { payload: {} }));
}

export function imageBody(file: { content: Buffer; name?: string; type?: string }, text?: string) {
  const boundary = `----croupier${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (text !== undefined) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message[text]"\r\n\r\n${text}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="message[attachment]"; filename="${file.name ?? "a.png"}"\r\n` +
        `Content-Type: ${file.type ?? "image/png"}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendImage(app: FastifyInstance, cookie: string, body: ReturnType<typeof imageBody>, locale = "en") {
  return call(app, "POST", `/api/chat/messages/image?l=${locale}`, {
    cookie,
    payload: body.payload,
    headers: { "content-type": body.contentType },
  });
}
