import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// The server seed is 32 random bytes written as 64 lowercase hex characters. Everything a player
// verifies works on that text (its ASCII bytes), so `printf %s <seed> | sha256sum` reproduces the
// committed hash and any HMAC tool that takes a text key reproduces the stream.

const SERVER_SEED = /^[0-9a-f]{64}$/;
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** A fresh server seed for the caller to store secretly and commit to by its hash. */
export function createServerSeed(): string {
  return randomBytes(32).toString("hex");
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

/** 1–64 printable ASCII characters without spaces, so the seed reads the same in every tool. */
export function isClientSeed(value: string): boolean {
  return CLIENT_SEED.test(value);
}

/** The commitment shown to the player before play: SHA-256 of the seed's text, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash("sha256").update(serverSeed, "ascii").digest("hex");
}

/** True when the revealed seed is the one that was committed (constant-time comparison). */
export function serverSeedMatchesHash(serverSeed: string, serverSeedHash: string): boolean {
  const expected = Buffer.from(hashServerSeed(serverSeed), "hex");
  const given = Buffer.from(serverSeedHash.toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
