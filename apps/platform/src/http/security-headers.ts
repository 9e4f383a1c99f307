import { safeLocation } from "@croupier/contract/safe-redirect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE } from "../identity/sessions.ts";
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

/** One year: the value HSTS preload lists ask for. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every response; HTML pages get their nonce CSP from the site plugin.
 * - HSTS when the configured public origin is https (never from the request: a proxy may end TLS).
 * - `Cache-Control: no-store` on every API answer that depends on the session cookie (the request
 *   carries it, or the answer sets or clears it), whatever a route set: no shared or browser
 *   cache keeps a player's data.
 * - Every redirect's Location stays on our origin (safeLocation), whoever wrote it.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const publicOrigin: string | undefined = app.config.publicOrigin;
    const allowedOrigins = publicOrigin ? [publicOrigin] : [];
    const isHttps = publicOrigin?.startsWith("https://") ?? false;
    app.addHook("onSend", async (request, reply, payload) => {
      for (const [name, value] of Object.entries(COMMON_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (isHttps) reply.header("strict-transport-security", HSTS);
      const isDocs = request.url.startsWith("/api/docs");
      if (isApiPath(request.url) && !isDocs && !reply.hasHeader("content-security-policy")) {
        reply.header("content-security-policy", API_CSP);
      }
      if (isApiPath(request.url) && dependsOnSession(request, reply)) reply.header("cache-control", "no-store");
      const location = reply.getHeader("location");
      if (typeof location === "string") reply.header("location", safeLocation(location, allowedOrigins));
      return payload;
    });
  },
  { name: "security-headers" },
);

function dependsOnSession(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.cookies?.[SESSION_COOKIE] !== undefined) return true;
  const setCookie = reply.getHeader("set-cookie");
  const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? "")];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

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
