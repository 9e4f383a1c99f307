import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const SSR_TOKEN_HEADER = "x-croupier-ssr";

/**
 * request.clientIp: Fastify's `request.ip` already honours X-Forwarded-For only from
 * TRUSTED_PROXIES (the `trustProxy` option). The site's own renderer, calling over loopback, may
 * also forward the visitor's IP when it proves itself with the shared SSR token.
 */
export const clientIpPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.ssrToken;
    app.decorateRequest("clientIp", {
      getter(this: FastifyRequest) {
        return resolveClientIp(this, token);
      },
    });
  },
  { name: "client-ip" },
);

export function resolveClientIp(request: FastifyRequest, ssrToken: string | undefined): string {
  const presented = request.headers[SSR_TOKEN_HEADER];
  if (ssrToken && typeof presented === "string" && isSameSecret(presented, ssrToken)) {
    const forwarded = lastForwardedAddress(request.headers["x-forwarded-for"]);
    if (forwarded) return forwarded;
  }
  return normaliseIp(request.ip);
}

function lastForwardedAddress(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  const last = value?.split(",").at(-1)?.trim();
  return last && isIP(last) ? normaliseIp(last) : undefined;
}

/** "::ffff:203.0.113.9" (IPv4 on a dual-stack socket) → "203.0.113.9". */
export function normaliseIp(ip: string): string {
  return ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function isSameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
