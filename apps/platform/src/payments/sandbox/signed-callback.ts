import { timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { AppError } from "../../errors/app-error.ts";

/** Header that carries the hex HMAC-SHA256 of a sandbox callback's raw body. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** How old (or how far ahead) a callback's `timestamp` may be, in seconds. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/**
 * Reads a server-to-server callback of the sandbox (card payments and the crypto chain alike):
 * the HMAC-SHA256 of the RAW body under the gateway's secret must match the header (401), the body
 * must have the schema's shape (400), and its `timestamp` must be within the tolerance (401), so a
 * captured callback cannot be replayed later.
 */
export function readSignedCallback<Schema extends z.ZodType<{ timestamp: number }>>(
  sign: (body: string) => string,
  schema: Schema,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): z.infer<Schema> {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const signature = typeof header === "string" ? header : "";
  if (
    !/^[0-9a-f]{64}$/.test(signature) ||
    !safeEqual(Buffer.from(signature, "hex"), Buffer.from(sign(rawBody), "hex"))
  ) {
    throw new AppError("unauthorized", "Invalid signature");
  }
  let parsed: z.infer<Schema>;
  try {
    parsed = schema.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError("bad_request", "Malformed callback");
  }
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > CALLBACK_TOLERANCE_SECONDS) {
    throw new AppError("unauthorized", "Stale callback");
  }
  return parsed;
}

/** Constant-time comparison that also refuses different lengths. */
export function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
