import { OPERATOR_PERMISSION_NAMES, permissionsOf } from "@croupier/contract/schemas/operator-permissions";
import { describe, expect, it } from "vitest";
import { AREAS, menuEntries, visibleAreas } from "./navigation.ts";

describe("the navigation", () => {
  it("lists for each role only the areas its permissions open", () => {
    const paths = (role: Parameters<typeof permissionsOf>[0]) => visibleAreas(permissionsOf(role)).map((a) => a.path);
    expect(paths("admin")).toEqual([
      "/dashboard",
      "/withdrawals",
      "/players",
      "/adjustments",
      "/kyc",
      "/support",
      "/chat",
      "/reports",
      "/harm-markers",
      "/audit-log",
      "/tournaments",
      "/lotteries",
      "/bonuses",
      "/sportsbook/events",
      "/sportsbook/sports",
      "/sportsbook/alerts",
      "/content",
      "/games",
      "/providers",
      "/staff",
      "/sessions",
    ]);
    expect(paths("finance")).toEqual([
      "/dashboard",
      "/withdrawals",
      "/players",
      "/adjustments",
      "/reports",
      "/sessions",
    ]);
    expect(paths("marketing")).toEqual([
      "/dashboard",
      "/tournaments",
      "/lotteries",
      "/bonuses",
      "/content",
      "/games",
      "/sessions",
    ]);
    expect(paths("trader")).toEqual(["/sportsbook/events", "/sportsbook/sports", "/sportsbook/alerts", "/sessions"]);
  });

  it("lists a group's areas together under its heading, where its first area stands", () => {
    const entries = menuEntries(visibleAreas(permissionsOf("trader")));
    expect(entries.map((entry) => ("area" in entry ? entry.area.path : entry.group))).toEqual([
      "sportsbook",
      "/sessions",
    ]);
    const group = entries[0];
    expect(group && "areas" in group ? group.areas.map((area) => area.path) : []).toEqual([
      "/sportsbook/events",
      "/sportsbook/sports",
      "/sportsbook/alerts",
    ]);
  });

  it("names only permissions of the matrix, each area once", () => {
    for (const area of AREAS) {
      if (area.permission !== null) expect(OPERATOR_PERMISSION_NAMES).toContain(area.permission);
    }
    expect(new Set(AREAS.map((area) => area.resource)).size).toBe(AREAS.length);
  });
});
