import type { FastifyReply, FastifyRequest } from "fastify";

export const NONCE_HEADER = "x-csp-nonce";
export const CLIENT_IP_HEADER = "x-croupier-client-ip";

// Headers only the platform may set on the renderer's request: a visitor sending them is ignored.
const PLATFORM_HEADERS = new Set([NONCE_HEADER, CLIENT_IP_HEADER]);

/**
 * The Fastify request as a Web `Request` for React Router: full URL, the visitor's headers plus
 * the CSP nonce and the visitor's resolved IP (which the site forwards to the API on SSR calls),
 * the (size-limited) body for actions, and an abort signal that fires when the visitor goes away.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, nonce: string): Request {
  // Concatenated, not resolved: a path starting "//evil.example" stays a path (resolving it
  // against a base would make evil.example the host the renderer sees).
  const url = new URL(`${request.protocol}://${request.host}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(":") || PLATFORM_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(NONCE_HEADER, nonce);
  headers.set(CLIENT_IP_HEADER, request.clientIp);

  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}
