import { describe, expect, test } from "vitest";
import { WORKED_EXAMPLE as EXAMPLE } from "../testing/worked-example.ts";
import { assertRoundSeeds, createRoundStream, roundBlock } from "./round-stream.ts";
import { createServerSeed, hashServerSeed, isServerSeed, serverSeedMatchesHash } from "./server-seed.ts";

describe("server seed", () => {
  test("a fresh seed is 32 random bytes in hex and differs each time", () => {
    const seed = createServerSeed();
    expect(isServerSeed(seed)).toBe(true);
    expect(createServerSeed()).not.toBe(seed);
  });

  test("the commitment is SHA-256 of the seed's text", () => {
    expect(hashServerSeed(EXAMPLE.serverSeed)).toBe(EXAMPLE.serverSeedHash);
    expect(serverSeedMatchesHash(EXAMPLE.serverSeed, EXAMPLE.serverSeedHash)).toBe(true);
    expect(serverSeedMatchesHash(EXAMPLE.serverSeed, EXAMPLE.serverSeedHash.toUpperCase())).toBe(true);
    expect(serverSeedMatchesHash(createServerSeed(), EXAMPLE.serverSeedHash)).toBe(false);
    expect(serverSeedMatchesHash(EXAMPLE.serverSeed, "not hex")).toBe(false);
  });
});

describe("round stream", () => {
  test("blocks are HMAC-SHA256(serverSeed, clientSeed:nonce:cursor)", () => {
    expect(roundBlock(EXAMPLE, 0).toString("hex")).toBe(EXAMPLE.block0);
    expect(roundBlock(EXAMPLE, 1).toString("hex")).toBe(EXAMPLE.block1);
  });

  test("words are read big-endian, eight per block, then the next block", () => {
    const stream = createRoundStream(EXAMPLE);
    const words = Array.from({ length: 9 }, () => stream.nextInt(2 ** 32));
    expect(words[0]).toBe(0xc3bc674b);
    expect(words[7]).toBe(0x1823b684);
    expect(words[8]).toBe(0xef88af24);
    expect(stream.wordsUsed()).toBe(9);
  });

  test("the example's first draws: a dice roll of 43.31 and roulette pocket 4", () => {
    expect(createRoundStream(EXAMPLE).nextInt(10_000)).toBe(4331);
    expect(createRoundStream(EXAMPLE).nextInt(37)).toBe(4);
  });

  test("changing the client seed or the nonce changes the stream", () => {
    const first = createRoundStream(EXAMPLE).nextInt(2 ** 32);
    expect(createRoundStream({ ...EXAMPLE, clientSeed: "lucky-sparrow2" }).nextInt(2 ** 32)).not.toBe(first);
    expect(createRoundStream({ ...EXAMPLE, nonce: 8 }).nextInt(2 ** 32)).not.toBe(first);
  });

  test("refuses malformed seeds and nonces", () => {
    expect(() => assertRoundSeeds({ ...EXAMPLE, serverSeed: "ABC" })).toThrow(/server seed/);
    expect(() => assertRoundSeeds({ ...EXAMPLE, clientSeed: "" })).toThrow(/client seed/);
    expect(() => assertRoundSeeds({ ...EXAMPLE, clientSeed: "two words" })).toThrow(/client seed/);
    expect(() => assertRoundSeeds({ ...EXAMPLE, nonce: -1 })).toThrow(/nonce/);
    expect(() => assertRoundSeeds({ ...EXAMPLE, nonce: 1.5 })).toThrow(/nonce/);
  });
});
