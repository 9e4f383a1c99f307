import { describe, expect, it } from "vitest";
import { describeViewport } from "./viewport.ts";

describe("describeViewport", () => {
  it("names the breakpoint reached and flags phones below 960 px", () => {
    expect(describeViewport(360)).toEqual({ width: 360, breakpoint: "xs", isPhone: true });
    expect(describeViewport(576).breakpoint).toBe("sm");
    expect(describeViewport(959)).toMatchObject({ breakpoint: "md", isPhone: true });
    expect(describeViewport(960)).toMatchObject({ breakpoint: "lg", isPhone: false });
    expect(describeViewport(1440).breakpoint).toBe("xl");
    expect(describeViewport(2560).breakpoint).toBe("xxxl");
  });
});
