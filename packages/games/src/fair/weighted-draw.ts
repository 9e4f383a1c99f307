import { createRoundStream, type RoundSeeds } from "./round-stream.ts";

// A provably fair pick among weighted items (a loot box's prizes): one uniform integer below the
// total weight from the round's stream (HMAC-SHA256(serverSeed, "clientSeed:nonce:0"), unbiased
// scaling of random-source.ts), then the item whose cumulative weight first exceeds it. Anyone with
// the revealed server seed, the client seed, the nonce and the weights in order gets the same item.

/** The index of the drawn item. Weights are positive integers; their sum at most 2^32. */
export function drawWeighted(seeds: RoundSeeds, weights: readonly number[]): number {
  if (weights.length === 0 || weights.some((weight) => !Number.isSafeInteger(weight) || weight <= 0)) {
    throw new RangeError("weights must be positive integers");
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const ticket = createRoundStream(seeds).nextInt(total);
  let cumulative = 0;
  for (const [index, weight] of weights.entries()) {
    cumulative += weight;
    if (ticket < cumulative) return index;
  }
  throw new Error("unreachable: the ticket is below the total weight");
}
