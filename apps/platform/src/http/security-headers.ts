import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./api-conventions.ts";

const COMMON_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};

// JSON is never rendered as a document: forbid everything should a browser open it directly.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Security headers on every response; HTML pages get their nonce CSP from the site plugin. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply, payload) => {
      for (const [name, value] of Object.entries(COMMON_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      const isDocs = request.url.startsWith("/api/docs");
      if (isApiPath(request.url) && !isDocs && !reply.hasHeader("content-security-policy")) {
        reply.header("content-security-policy", API_CSP);
      }
      return payload;
    });
  },
  { name: "security-headers" },
);

/** The CSP of a server-rendered page: scripts only from us or carrying this request's nonce. */
export function buildPageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
