import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawWeighted } from "./weighted-draw.ts";

const SERVER_SEED = "a".repeat(64);

describe("drawWeighted", () => {
  it("is the item whose cumulative weight first exceeds the first unbiased word modulo the total", () => {
    const weights = [40, 30, 20, 9, 1];
    const word = createHmac("sha256", SERVER_SEED).update("player-seed:0:0").digest().readUInt32BE(0);
    // 100 divides 2^32 − 96: the first word is accepted unless it falls in the top 96 values.
    const ticket = word % 100;
    const expected = ticket < 40 ? 0 : ticket < 70 ? 1 : ticket < 90 ? 2 : ticket < 99 ? 3 : 4;
    expect(drawWeighted({ serverSeed: SERVER_SEED, clientSeed: "player-seed", nonce: 0 }, weights)).toBe(expected);
  });

  it("follows the weights over many seeds", () => {
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 6000; nonce += 1) {
      const index = drawWeighted({ serverSeed: SERVER_SEED, clientSeed: "spread", nonce }, [3, 2, 1]);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts[0]).toBeGreaterThan(2700);
    expect(counts[0]).toBeLessThan(3300);
    expect(counts[2]).toBeGreaterThan(800);
    expect(counts[2]).toBeLessThan(1200);
  });

  it("refuses empty or non-positive weights", () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: "x", nonce: 0 };
    expect(() => drawWeighted(seeds, [])).toThrow(RangeError);
    expect(() => drawWeighted(seeds, [1, 0])).toThrow(RangeError);
  });
});
