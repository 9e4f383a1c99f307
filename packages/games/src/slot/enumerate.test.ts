import { describe, expect, test } from "vitest";
import { testSlot } from "../testing/fixtures.ts";
import { type CompiledSlot, compileSlot } from "./compile.ts";
import type { SlotDefinition } from "./definition.ts";
import { enumerateSpins, SCATTER_SLOTS } from "./enumerate.ts";
import { evaluateWindow } from "./evaluate.ts";

// The fast enumeration must give exactly the histogram that evaluating every stop combination
// one by one gives. Small strips keep the brute force to a few tens of thousands of windows.

function bruteForce(slot: CompiledSlot): Map<number, number> {
  const counts = new Map<number, number>();
  const [a, b, c, d, e] = slot.base.lengths as [number, number, number, number, number];
  for (let s0 = 0; s0 < a; s0 += 1)
    for (let s1 = 0; s1 < b; s1 += 1)
      for (let s2 = 0; s2 < c; s2 += 1)
        for (let s3 = 0; s3 < d; s3 += 1)
          for (let s4 = 0; s4 < e; s4 += 1) {
            const result = evaluateWindow(slot, slot.base, [s0, s1, s2, s3, s4]);
            const key = result.lineUnits * SCATTER_SLOTS + result.scatterCount;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
  return counts;
}

const sorted = (counts: Map<number, number>) => [...counts].sort(([x], [y]) => x - y);

describe("the enumeration equals a brute-force walk", () => {
  const base = testSlot();
  test.each<[string, SlotDefinition]>([
    ["the test slot (wild with pays, scatters)", base],
    [
      "wilds without their own pays",
      testSlot({ symbols: base.symbols.map((s) => (s.kind === "wild" ? { ...s, pays: {} } : s)) }),
    ],
    [
      "no wild at all",
      testSlot({
        symbols: base.symbols.filter((s) => s.kind !== "wild"),
        reels: base.reels.map((strip) => strip.map((id) => (id === "W" ? "A" : id))),
      }),
    ],
    [
      "wild-heavy strips, where lines run to the fifth reel",
      testSlot({ reels: base.reels.map((strip) => strip.map((id, i) => (i % 2 === 0 && id !== "S" ? "W" : id))) }),
    ],
  ])("%s", (_, definition) => {
    const slot = compileSlot(definition);
    const fast = enumerateSpins(slot, slot.base);
    expect(fast.combinations).toBe(slot.base.lengths.reduce((p, l) => p * l, 1));
    expect(sorted(fast.counts)).toEqual(sorted(bruteForce(slot)));
  });
});
