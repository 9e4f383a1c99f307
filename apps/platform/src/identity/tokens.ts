import { createHash, randomBytes } from "node:crypto";

/** A random 32-byte token for a cookie or an e-mailed link, and the SHA-256 hash that is stored. */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
