import { describe, expect, it } from "vitest";
import { timeLeft } from "./countdown.ts";

describe("timeLeft", () => {
  const now = Date.parse("2026-05-01T10:00:00Z");

  it("counts hours, minutes and seconds down to the activation deadline", () => {
    expect(timeLeft("2026-05-01T11:02:03Z", now)).toEqual({ days: 0, clock: "01:02:03", isOver: false });
    expect(timeLeft("2026-05-01T11:02:03Z", now + 1000).clock).toBe("01:02:02");
  });

  it("sets whole days apart", () => {
    expect(timeLeft("2026-05-03T10:00:05Z", now)).toEqual({ days: 2, clock: "00:00:05", isOver: false });
  });

  it("is over at the deadline, after it, or without a readable date", () => {
    expect(timeLeft("2026-05-01T10:00:00Z", now).isOver).toBe(true);
    expect(timeLeft("2026-04-30T10:00:00Z", now)).toEqual({ days: 0, clock: "00:00:00", isOver: true });
    expect(timeLeft(null, now).isOver).toBe(true);
    expect(timeLeft("soon", now).isOver).toBe(true);
  });
});
