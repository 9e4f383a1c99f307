import { describe, expect, it } from "vitest";
import { MoveBatcher, newBatchTotals } from "./move-batcher.ts";

/** A database stand-in whose calls finish when the test says, answering the moves it is told to apply. */
function controlledSend(applies: (move: string) => boolean) {
  const calls: { moves: string[]; finish: () => void; fail: () => void }[] = [];
  const send = (moves: string[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      calls.push({
        moves,
        finish: () => resolve(new Map(moves.flatMap((move, i) => (applies(move) ? [[i, `applied ${move}`]] : [])))),
        fail: () => reject(new Error("batch rolled back")),
      });
    });
  return { calls, send };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("MoveBatcher", () => {
  it("sends a move at once when nothing is in flight, and gathers those that arrive meanwhile", async () => {
    const { calls, send } = controlledSend(() => true);
    const batcher = new MoveBatcher(send);
    const first = batcher.apply("a");
    const rest = ["b", "c", "d"].map((move) => batcher.apply(move));
    expect(calls.map((call) => call.moves)).toEqual([["a"]]);
    calls[0]?.finish();
    expect(await first).toBe("applied a");
    await settled();
    expect(calls.map((call) => call.moves)).toEqual([["a"], ["b", "c", "d"]]);
    calls[1]?.finish();
    expect(await Promise.all(rest)).toEqual(["applied b", "applied c", "applied d"]);
  });

  it("answers undefined for the moves a batch left out, and for every move of a failed batch", async () => {
    const { calls, send } = controlledSend((move) => move !== "refused");
    const totals = newBatchTotals();
    const batcher = new MoveBatcher(send, totals);
    const blocker = batcher.apply("x");
    const mixed = [batcher.apply("ok"), batcher.apply("refused")];
    calls[0]?.fail();
    expect(await blocker).toBeUndefined();
    await settled();
    calls[1]?.finish();
    expect(await Promise.all(mixed)).toEqual(["applied ok", undefined]);
    expect(totals).toEqual({ batches: 2, moves: 3, applied: 1, failed: 1 });
  });

  it("keeps to its batch size and to its number of batches in flight", async () => {
    const { calls, send } = controlledSend(() => true);
    const batcher = new MoveBatcher(send, newBatchTotals(), 2, 3);
    const all = Promise.all(Array.from({ length: 9 }, (_, i) => batcher.apply(String(i))));
    // The first two go at once, one each; the other seven wait in batches of at most three.
    expect(calls.map((call) => call.moves)).toEqual([["0"], ["1"]]);
    for (let finished = 0; finished < calls.length; finished += 1) {
      expect(calls.length - finished).toBeLessThanOrEqual(2);
      calls[finished]?.finish();
      await settled();
    }
    expect(calls.map((call) => call.moves)).toEqual([["0"], ["1"], ["2", "3", "4"], ["5", "6", "7"], ["8"]]);
    expect(await all).toHaveLength(9);
  });
});
