import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Executor } from "../db/database.ts";
import { loadOrCreateTwoFactorKey } from "./two-factor-repository.ts";

// The players' and the operators' TOTP secrets are stored encrypted (AES-256-GCM) under TWO_FACTOR_ENCRYPTION_KEY, or
// when unset under a random key the first node keeps in the database, so every node shares it.
// The same key signs the short-lived sign-in challenge cookie (HMAC, a separate derived key).

const keys = new WeakMap<FastifyInstance, Promise<Buffer>>();

/** The 32-byte master key of this app (read once). */
function masterKey(app: FastifyInstance): Promise<Buffer> {
  let found = keys.get(app);
  if (!found) {
    const configured = app.config.identity.twoFactorEncryptionKey;
    found = configured
      ? Promise.resolve(createHash("sha256").update(configured).digest())
      : loadOrCreateTwoFactorKey(app.database.db as Executor, () => randomBytes(32).toString("base64url")).then(
          (stored) => Buffer.from(stored, "base64url"),
        );
    // A failed read is retried by the next call instead of failing forever.
    found.catch(() => keys.delete(app));
    keys.set(app, found);
  }
  return found;
}

async function derivedKey(app: FastifyInstance, purpose: string): Promise<Buffer> {
  return createHmac("sha256", await masterKey(app))
    .update(purpose)
    .digest();
}

/** `v1.<iv|tag|ciphertext, base64url>`. */
export async function encryptSecret(app: FastifyInstance, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await derivedKey(app, "totp-secret"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain secret, or null when the text was not encrypted under this key (or tampered with). */
export async function decryptSecret(app: FastifyInstance, stored: string): Promise<string | null> {
  if (!stored.startsWith("v1.")) return null;
  const raw = Buffer.from(stored.slice(3), "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", await derivedKey(app, "totp-secret"), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** `<payload>.<HMAC>` of a small JSON payload (the sign-in challenge). */
export async function signPayload(app: FastifyInstance, payload: unknown): Promise<string> {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = createHmac("sha256", await derivedKey(app, "sign-in-challenge"))
    .update(body)
    .digest("base64url");
  return `${body}.${mac}`;
}

/** The payload of a value `signPayload` made, or null. */
export async function verifyPayload(app: FastifyInstance, value: string): Promise<unknown> {
  const [body, mac, ...rest] = value.split(".");
  if (!body || !mac || rest.length > 0) return null;
  const expected = createHmac("sha256", await derivedKey(app, "sign-in-challenge"))
    .update(body)
    .digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
