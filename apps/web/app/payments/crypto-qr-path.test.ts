import { describe, expect, it } from "vitest";
import { qrPath } from "./crypto-qr-path.ts";

describe("qrPath", () => {
  it("merges each row's dark runs into one rectangle, offset by the quiet zone", () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [true, false, true, true],
    ];
    expect(qrPath(matrix, 4)).toBe("M4 4h2v1h-2zM7 4h1v1h-1zM4 6h1v1h-1zM6 6h2v1h-2z");
  });

  it("draws nothing for an empty matrix", () => {
    expect(qrPath([[false]], 0)).toBe("");
  });
});
