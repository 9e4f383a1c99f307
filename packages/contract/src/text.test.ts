import { describe, expect, it } from "vitest";
import { groupThousands, trimEndOf, trimOf } from "./text.ts";

describe("trimming runs of a character", () => {
  it.each([
    ["a//", "a"],
    ["a", "a"],
    ["", ""],
    ["///", ""],
    ["/a/b", "/a/b"],
  ])("trimEndOf(%j, '/') is %j", (value, expected) => {
    expect(trimEndOf(value, "/")).toBe(expected);
  });

  it.each([
    ["/a/b/", "a/b"],
    ["--slug--", "slug"],
    ["---", ""],
    ["a", "a"],
  ])("trimOf(%j) is %j", (value, expected) => {
    expect(trimOf(value, value.includes("-") ? "-" : "/")).toBe(expected);
  });

  it("takes linear time on a long run that does not end the string", () => {
    const crafted = `${"/".repeat(200_000)}x`;
    const started = performance.now();
    expect(trimOf(crafted, "/")).toBe("x");
    expect(trimEndOf(`${crafted}/`, "/")).toBe(crafted);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("grouping thousands", () => {
  it.each([
    ["0", "0"],
    ["123", "123"],
    ["1234", "1,234"],
    ["1234567", "1,234,567"],
    ["100000", "100,000"],
  ])("groupThousands(%j) is %j", (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
});
