import { randomUUID } from "node:crypto";
import type { FastifyServerOptions, RawRequestDefaultExpression } from "fastify";
import { stdSerializers } from "pino";

// Structured JSON logs (pino) with a request id and no secrets: cookies, authorization, the
// renderer's token and password fields are censored; token-like query values are masked, in the
// request's URL and in logged errors (whose messages may quote a URL), and an SQL error's
// parameters (tokens, e-mail addresses, hashes) are left out.

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

// A query parameter, `?name=value` or `&name=value`, found anywhere in a text (a URL, an error's
// message). Linear time: the name stops at the next ?, =, &, # or space, the value at the next &, #
// or space, so no two quantifiers compete for the same characters (the ReDoS test checks it).
const QUERY_PARAMETER = /([?&])([^?=&#\s]*)=([^&#\s]*)/g;
const SECRET_NAME = /token|password|secret|key/i;
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
      err: serializeError,
    },
  };
}

/** The text with the value of every query parameter whose name speaks of a token, password, secret or key masked. */
export function maskSecrets(text: string): string {
  return text.replace(QUERY_PARAMETER, (parameter: string, separator: string, name: string) =>
    SECRET_NAME.test(name) ? `${separator}${name}=[redacted]` : parameter,
  );
}

/** pino's error serializer, then scrubbed: secret query values masked, SQL parameters left out. */
export function serializeError(error: unknown): SerializedError {
  return scrub(stdSerializers.err(error as Error), 0) as SerializedError;
}
type SerializedError = ReturnType<typeof stdSerializers.err>;

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === "string") return maskSecrets(dropSqlParameters(value));
  if (value === null || typeof value !== "object" || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    scrubbed[key] = key === "params" ? "[redacted]" : scrub(item, depth + 1);
  }
  return scrubbed;
}

const SQL_PARAMETERS = "\nparams: ";

/** Drizzle's failed-query message is "Failed query: <sql>\nparams: <values>"; the stack repeats it. */
function dropSqlParameters(text: string): string {
  let result = text;
  let start = result.indexOf(SQL_PARAMETERS);
  while (start >= 0) {
    const frames = result.indexOf("\n    at ", start);
    const end = frames < 0 ? result.length : frames;
    result = `${result.slice(0, start)}${SQL_PARAMETERS}[redacted]${result.slice(end)}`;
    start = result.indexOf(SQL_PARAMETERS, start + SQL_PARAMETERS.length);
  }
  return result;
}

/** Keeps a well-formed X-Request-Id from a proxy (to correlate logs), otherwise makes one. */
export function generateRequestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
