import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { ReceivedMail, SmtpSink } from "./smtp-sink.ts";

// Helpers of the identity and player tests: same-origin JSON calls, the session cookie, and the
// mails the loopback SMTP sink received.

export const API_HEADERS = { "x-requested-with": "XMLHttpRequest", accept: "application/vnd.s.v1+json" };
export const PASSWORD = "Secret-123";

/** An IP outside the restricted countries (Germany), so sign-up is allowed. */
export const GERMAN_IP = "85.214.132.117";

/** Sign-in, sign-up and auth-mail limits high enough that only the tests of those limits meet them. */
export const RELAXED_AUTH_LIMITS = {
  SIGN_IN_RATE_LIMIT_IP: "1000",
  SIGN_IN_RATE_LIMIT_EMAIL: "1000",
  SIGN_UP_RATE_LIMIT_IP: "1000",
  AUTH_MAIL_RATE_LIMIT: "1000",
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { payload?: unknown; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...API_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: options.payload as Record<string, unknown> | undefined,
    remoteAddress: options.remoteAddress ?? GERMAN_IP,
  });
}

/** `_casino_session=<value>` from a response's Set-Cookie (undefined when none was set). */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === "_casino_session");
  return cookie?.value ? `_casino_session=${cookie.value}` : undefined;
}

/** `_casino_device=<value>` (the trusted-device cookie) from a response's Set-Cookie, if set. */
export function deviceCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === "_casino_device");
  return cookie?.value ? `_casino_device=${cookie.value}` : undefined;
}

export function signUpPayload(email: string, extra: Record<string, unknown> = {}) {
  return {
    user: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: "EUR",
      receive_promos: true,
      age_acceptance: true,
      terms_acceptance: true,
      groups: [],
      ...extra,
    },
  };
}

let counter = 0;
/** A fresh address per call, so tests sharing one database never collide. */
export function uniqueEmail(prefix = "player"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs up a new player; answers the cookie and the player id. */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  extra: Record<string, unknown> = {},
  url = "/api/users",
): Promise<{ cookie: string; id: number; email: string }> {
  const response = await call(app, "POST", url, { payload: signUpPayload(email, extra) });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error("sign-up set no session cookie");
  return { cookie, id: (response.json() as { id: number }).id, email };
}

export function signIn(app: FastifyInstance, email: string, password = PASSWORD, remoteAddress?: string) {
  return call(app, "POST", "/api/users/sign_in", { payload: { user: { email, password } }, remoteAddress });
}

/** The field errors of the error `promise` rejects with, once its status is checked to be `statusCode`. */
export async function fieldErrors(promise: Promise<unknown>, statusCode: number): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toMatchObject({ statusCode });
  return (error as { fields: Record<string, string[]> }).fields;
}

export interface DecodedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for a mail to `to` whose subject matches, among those received after `skip` such mails. */
export async function waitForMailTo(sink: SmtpSink, to: string, subject: RegExp = /./, skip = 0): Promise<DecodedMail> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const matching = sink.received
      .filter((mail) => mail.to.includes(to.toLowerCase()) || mail.to.includes(to))
      .map(decodeMail)
      .filter((mail) => subject.test(mail.subject));
    const found = matching[skip];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** The value of `param` in the mail's link, and the link itself. */
export function linkToken(mail: DecodedMail, param: string): { link: string; token: string } {
  const match = mail.text.match(new RegExp(`(https?://\\S+\\?${param}=([A-Za-z0-9_-]+))`));
  if (!match?.[1] || !match[2]) throw new Error(`no ${param} link in mail: ${mail.text}`);
  return { link: match[1], token: match[2] };
}

/** Just enough MIME for nodemailer's output: headers, multipart/alternative, QP and base64. */
export function decodeMail(mail: ReceivedMail): DecodedMail {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = unfold(head);
  const subject = decodeWords(headers.subject ?? "");
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
    : [mail.raw.slice(head.length)];
  let text = "";
  let html = "";
  for (const part of parts) {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const partHeaders = boundary ? unfold(partHead) : headers;
    const decoded = decodeBody(partBody.join("\n\n"), partHeaders["content-transfer-encoding"] ?? "7bit");
    if ((partHeaders["content-type"] ?? "").startsWith("text/html")) html = decoded;
    else text = decoded;
  }
  return { to: mail.to, subject, text, html };
}

function unfold(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const index = line.indexOf(":");
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding.toLowerCase() === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeBody(data.replaceAll("_", " "), "quoted-printable"),
    );
}
