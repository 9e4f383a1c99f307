import { createHmac, timingSafeEqual } from "node:crypto";

/** Header carrying the hex HMAC-SHA256 of a wallet call's raw body under the provider's secret. */
export const PROVIDER_SIGNATURE_HEADER = "x-croupier-signature";

export function signProviderBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/** Constant-time check of the header against the HMAC of the exact bytes received. */
export function isValidProviderSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (typeof signature !== "string" || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signProviderBody(secret, rawBody), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
