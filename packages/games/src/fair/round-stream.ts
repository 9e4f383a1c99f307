import { createHmac } from "node:crypto";
import { GameRuleError } from "../errors.ts";
import { createRandomSource, type RandomSource } from "./random-source.ts";
import { isClientSeed, isServerSeed } from "./server-seed.ts";

export interface RoundSeeds {
  /** 64 lowercase hex characters, used as the HMAC key in its text form. */
  serverSeed: string;
  clientSeed: string;
  /** The round's number under this seed pair: 0, 1, 2, … */
  nonce: number;
}

export interface RoundStream extends RandomSource {
  /** How many 32-bit words the round has consumed so far (rejected ones included). */
  wordsUsed(): number;
}

const WORDS_PER_BLOCK = 8;

export function assertRoundSeeds({ serverSeed, clientSeed, nonce }: RoundSeeds): void {
  if (!isServerSeed(serverSeed)) throw new GameRuleError("invalid_seed", "server seed must be 64 lowercase hex");
  if (!isClientSeed(clientSeed)) {
    throw new GameRuleError("invalid_seed", "client seed must be 1–64 printable ASCII characters without spaces");
  }
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new GameRuleError("invalid_seed", "nonce must be an integer ≥ 0");
}

/** Block `cursor` of a round: HMAC-SHA256(key = serverSeed, message = "clientSeed:nonce:cursor"). */
export function roundBlock({ serverSeed, clientSeed, nonce }: RoundSeeds, cursor: number): Buffer {
  return createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

/**
 * The round's random stream: blocks 0, 1, 2, … each split into eight big-endian 32-bit words,
 * consumed in order and scaled by the unbiased samplers of random-source.ts.
 */
export function createRoundStream(seeds: RoundSeeds): RoundStream {
  assertRoundSeeds(seeds);
  let block: Buffer = roundBlock(seeds, 0);
  let cursor = 0;
  let used = 0;
  const nextWord = (): number => {
    const index = used % WORDS_PER_BLOCK;
    if (index === 0 && used > 0) {
      cursor += 1;
      block = roundBlock(seeds, cursor);
    }
    used += 1;
    return block.readUInt32BE(index * 4);
  };
  return { ...createRandomSource(nextWord), wordsUsed: () => used };
}
