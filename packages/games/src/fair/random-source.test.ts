import { describe, expect, test } from "vitest";
import { createRandomSource, uniformFloat, uniformInt } from "./random-source.ts";

function forcedWords(words: number[]): { next: () => number; used: () => number } {
  let index = 0;
  return {
    next: () => {
      const word = words[index];
      if (word === undefined) throw new Error("stream exhausted");
      index += 1;
      return word;
    },
    used: () => index,
  };
}

describe("uniformInt (rejection sampling)", () => {
  test("rejects words in the biased tail and draws again", () => {
    // 2^32 mod 10 = 6, so words 4294967290 … 4294967295 would favour 0–5 and must be rejected.
    const words = forcedWords([4_294_967_295, 4_294_967_290, 4_294_967_289]);
    expect(uniformInt(words.next, 10)).toBe(9);
    expect(words.used()).toBe(3);
  });

  test("accepts the last word below the limit", () => {
    const limit37 = 2 ** 32 - (2 ** 32 % 37);
    const words = forcedWords([limit37 - 1]);
    expect(uniformInt(words.next, 37)).toBe((limit37 - 1) % 37);
    const rejected = forcedWords([limit37, 5]);
    expect(uniformInt(rejected.next, 37)).toBe(5);
    expect(rejected.used()).toBe(2);
  });

  test("a power of two never rejects, and n = 1 always gives 0", () => {
    expect(uniformInt(forcedWords([2 ** 32 - 1]).next, 1024)).toBe(1023);
    expect(uniformInt(forcedWords([123_456]).next, 1)).toBe(0);
  });

  test("every residue gets exactly the same number of accepted words", () => {
    // With n = 3 over the 2^32 words, the accepted range [0, limit) holds each residue limit/3 times.
    const n = 3;
    const limit = 2 ** 32 - (2 ** 32 % n);
    expect(limit % n).toBe(0);
    expect(2 ** 32 - limit).toBe(2 ** 32 % n);
  });

  test("refuses impossible ranges", () => {
    expect(() => uniformInt(() => 0, 0)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 2 ** 32 + 1)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 1.5)).toThrow(RangeError);
  });
});

describe("uniformFloat", () => {
  test("spans [0, 1) with 53 bits from two words", () => {
    expect(uniformFloat(forcedWords([0, 0]).next)).toBe(0);
    expect(uniformFloat(forcedWords([2 ** 32 - 1, 2 ** 32 - 1]).next)).toBe(1 - 2 ** -53);
    expect(uniformFloat(forcedWords([2 ** 31, 0]).next)).toBe(0.5);
  });

  test("the random source wraps both samplers", () => {
    const words = forcedWords([7, 2 ** 31, 0]);
    const random = createRandomSource(words.next);
    expect(random.nextInt(5)).toBe(2);
    expect(random.nextFloat()).toBe(0.5);
  });
});
