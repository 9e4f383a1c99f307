import { describe, expect, it } from "vitest";
import { LAST_PLAYED_LIMIT, parseLastPlayed, withLastPlayed } from "./last-played.ts";

describe("last played games", () => {
  it("puts the game just opened first, once", () => {
    expect(withLastPlayed(["a/one", "b/two", "c/three"], "b/two")).toEqual(["b/two", "a/one", "c/three"]);
    expect(withLastPlayed([], "a/one")).toEqual(["a/one"]);
  });

  it(`keeps at most ${LAST_PLAYED_LIMIT}, dropping the oldest`, () => {
    const full = Array.from({ length: LAST_PLAYED_LIMIT }, (_, index) => `p/game-${index}`);
    const next = withLastPlayed(full, "p/new");
    expect(next).toHaveLength(LAST_PLAYED_LIMIT);
    expect(next[0]).toBe("p/new");
    expect(next).not.toContain(`p/game-${LAST_PLAYED_LIMIT - 1}`);
  });

  it("reads what it stored and treats anything else as none", () => {
    expect(parseLastPlayed(JSON.stringify(["a/one", 7, "b/two"]))).toEqual(["a/one", "b/two"]);
    expect(parseLastPlayed("not json")).toEqual([]);
    expect(parseLastPlayed('{"a":1}')).toEqual([]);
    expect(parseLastPlayed(null)).toEqual([]);
  });
});
