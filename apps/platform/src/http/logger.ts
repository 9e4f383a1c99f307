import { randomUUID } from "node:crypto";
import type { FastifyServerOptions, RawRequestDefaultExpression } from "fastify";

// Structured JSON logs (pino) with a request id and no secrets: cookies, authorization, the
// renderer's token and password fields are censored; token-like query values are masked.

const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-croupier-ssr"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.password_confirmation",
  "*.current_password",
  "*.user.password",
];

const SECRET_QUERY = /([?&][^=&]*(?:token|password|secret|key)[^=&]*=)[^&]*/gi;
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

export function createLoggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

export function maskSecrets(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** Keeps a well-formed X-Request-Id from a proxy (to correlate logs), otherwise makes one. */
export function generateRequestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
