// A call that fails because the database cannot be reached (a restart, a failover, a full
// connection table) is not the client's fault and not a bug: it answers 503 with Retry-After, so
// clients and load balancers wait and try again instead of reporting an internal error.

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes and codes meaning "the server is not there for you right now": 08 connection
// exceptions; 57P01–57P03 admin or crash shutdown, cannot connect now; 53300 too many connections.
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// Socket errors node-postgres passes on when the server is down or the connection is cut.
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);
// node-postgres's own messages for a connection lost or never made (no code of their own).
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/**
 * Whether `error` (or an error it wraps: drizzle wraps the driver's in `cause`) says the database
 * could not be reached. A few levels only: a cause chain is the platform's own, but bounded anyway.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    const message = current.message.slice(0, 200);
    if (UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = current.cause;
  }
  return false;
}
