import { describe, expect, it } from "vitest";
import { netTone, sessionOutcome, signedAmount } from "./session-figures.ts";

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe("net position", () => {
  it("names its direction", () => {
    expect(netTone(120)).toBe("up");
    expect(netTone(-1)).toBe("down");
    expect(netTone(0)).toBe("even");
  });

  it("signs the amount with a plus or a true minus sign, never colour alone", () => {
    expect(signedAmount(120, euros)).toBe("+€1.20");
    expect(signedAmount(-300, euros)).toBe("−€3.00");
    expect(signedAmount(0, euros)).toBe("€0.00");
  });
});

describe("sessionOutcome", () => {
  it("states a losing session's loss", () => {
    expect(sessionOutcome({ wagered: 1_000, won: 350 })).toEqual({ wagered: 1_000, won: 350, lost: 650, net: -650 });
  });

  it("states no loss for a winning session", () => {
    expect(sessionOutcome({ wagered: 500, won: 800 })).toEqual({ wagered: 500, won: 800, lost: 0, net: 300 });
  });
});
