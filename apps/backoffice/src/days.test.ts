import { describe, expect, it } from "vitest";
import { daysBetween, isValidRange, last30Days } from "./days.ts";

describe("report days", () => {
  it("lists every UTC day of a period, both ends included, from instants or days", () => {
    expect(daysBetween("2026-02-27T00:00:00.000Z", "2026-03-01T13:45:00.000Z")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(daysBetween("2026-05-04", "2026-05-04")).toEqual(["2026-05-04"]);
    expect(daysBetween("2026-05-05", "2026-05-04")).toEqual([]);
  });

  it("defaults to the 30 days to today", () => {
    expect(last30Days(new Date("2026-11-27T10:00:00Z"))).toEqual({ from: "2026-10-29", to: "2026-11-27" });
  });

  it("takes only real days in order, at most 366 of them", () => {
    expect(isValidRange("2026-01-01", "2026-01-31")).toBe(true);
    expect(isValidRange("2026-01-31", "2026-01-01")).toBe(false);
    expect(isValidRange("2026-02-30", "2026-03-01")).toBe(false);
    expect(isValidRange("", "2026-03-01")).toBe(false);
    expect(isValidRange("2025-01-01", "2026-01-01")).toBe(true);
    expect(isValidRange("2024-12-31", "2026-01-01")).toBe(false);
  });
});
