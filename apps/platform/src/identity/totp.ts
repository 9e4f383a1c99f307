import { randomInt } from "node:crypto";
import { RECOVERY_CODES_COUNT } from "@croupier/contract";
import { Secret, TOTP } from "otpauth";
import { hashToken } from "./tokens.ts";

// TOTP codes and recovery codes, whoever they belong to (players in two-factor.ts, operators in
// operators/two-factor.ts): RFC 6238 with SHA-1, 6 digits and 30-second steps, what every
// authenticator app supports, by the `otpauth` library. A code is accepted one step either side of
// the server's clock (phones drift); callers keep the step of the last accepted code so that only a
// later step passes (no replay). Recovery codes are 10 random characters (50 bits), kept as SHA-256
// hashes and each used once.

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, names: { issuer?: string; label?: string } = {}): TOTP {
  return new TOTP({
    ...names,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step `code` belongs to (within one step of `now`), or null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** `abcde-fghjk`: 10 characters of Crockford's base32 (no i, l, o, u), shown with a dash. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The RECOVERY_CODES_COUNT codes of one enrolment, to show once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_COUNT }, newRecoveryCode);
}

export function hashRecoveryCode(code: string): string {
  return hashToken(code.replace(/[\s-]/g, "").toLowerCase());
}

/** What a typed code is: digits (a TOTP code), a recovery code (by its hash), or neither. */
export type TypedCode = { kind: "totp"; token: string } | { kind: "recovery"; hash: string } | { kind: "malformed" };

/** Reads a code as typed (spaces, dashes and case ignored). */
export function readTypedCode(code: string): TypedCode {
  const typed = code.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d+$/.test(typed)) return { kind: "totp", token: typed };
  if (!/^[0-9a-z]{10}$/.test(typed)) return { kind: "malformed" };
  return { kind: "recovery", hash: hashRecoveryCode(typed) };
}
