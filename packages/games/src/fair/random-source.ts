// Turns a stream of uniform 32-bit words into uniform integers and floats. Every engine draws
// through this one interface, so the provably fair stream, a test's forced stream and the
// benchmark's fast stream all go through the same unbiased scaling.

/** Draws the next uniform unsigned 32-bit word (0 … 2^32 − 1). */
export type WordSource = () => number;

export interface RandomSource {
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32, without modulo bias. */
  nextInt(n: number): number;
  /** A uniform float in [0, 1) with 53 random bits. No engine outcome depends on a float. */
  nextFloat(): number;
}

const TWO_POW_32 = 2 ** 32;
const TWO_POW_26 = 2 ** 26;
const TWO_POW_53 = 2 ** 53;

/**
 * Rejection sampling: a word w is accepted only below the largest multiple of n that fits in 32
 * bits, then reduced modulo n. Words in the tail [limit, 2^32) would make the small residues more
 * likely, so they are discarded and the next word is drawn.
 */
export function uniformInt(nextWord: WordSource, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`uniformInt needs 1 ≤ n ≤ 2^32, got ${n}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/** Two words: the top 27 bits of the first and the top 26 of the second make a 53-bit fraction. */
export function uniformFloat(nextWord: WordSource): number {
  const high = nextWord() >>> 5;
  const low = nextWord() >>> 6;
  return (high * TWO_POW_26 + low) / TWO_POW_53;
}

export function createRandomSource(nextWord: WordSource): RandomSource {
  return {
    nextInt: (n) => uniformInt(nextWord, n),
    nextFloat: () => uniformFloat(nextWord),
  };
}
