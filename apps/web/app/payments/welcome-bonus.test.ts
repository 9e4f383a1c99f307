import { describe, expect, it } from "vitest";
import {
  parseWelcomeBonusOptions,
  readWelcomeChoiceRecord,
  toWelcomeChoice,
  welcomeChoiceRecord,
  welcomeGroupsChange,
} from "./welcome-bonus.ts";

describe("welcome-bonus dropdown", () => {
  it("73 or 74 adds that bonus and removes the other", () => {
    expect(welcomeGroupsChange(73)).toEqual({ add: ["73"], remove: ["74"] });
    expect(welcomeGroupsChange(74)).toEqual({ add: ["74"], remove: ["73"] });
  });

  it("none and 75 remove both", () => {
    expect(welcomeGroupsChange("none")).toEqual({ add: [], remove: ["73", "74"] });
    expect(welcomeGroupsChange(75)).toEqual({ add: [], remove: ["73", "74"] });
  });

  it("stores the choice as playerId_bonusId and reads back only this player's", () => {
    expect(welcomeChoiceRecord(12, 74)).toBe("12_74");
    expect(readWelcomeChoiceRecord("12_74", 12)).toBe(74);
    expect(readWelcomeChoiceRecord("12_none", 12)).toBe("none");
    expect(readWelcomeChoiceRecord("12_74", 1)).toBeNull();
    expect(readWelcomeChoiceRecord("121_74", 12)).toBeNull();
    expect(readWelcomeChoiceRecord(null, 12)).toBeNull();
  });

  it("reads select values and stored ids as choices", () => {
    expect(toWelcomeChoice("73")).toBe(73);
    expect(toWelcomeChoice(75)).toBe(75);
    expect(toWelcomeChoice("")).toBe("none");
    expect(toWelcomeChoice("76")).toBe("none");
    expect(toWelcomeChoice(null)).toBe("none");
  });

  it("reads the CMS snippet's options and ignores anything else", () => {
    const content = JSON.stringify([
      { id: 73, label: "100% first deposit bonus", description: "Up to €200" },
      { id: "74", label: "Free spins package" },
      { id: 99, label: "Unknown" },
      { id: 75 },
    ]);
    expect(parseWelcomeBonusOptions(content)).toEqual([
      { id: 73, label: "100% first deposit bonus", description: "Up to €200" },
      { id: 74, label: "Free spins package", description: "" },
    ]);
    expect(parseWelcomeBonusOptions("<p>not json</p>")).toEqual([]);
    expect(parseWelcomeBonusOptions(undefined)).toEqual([]);
  });
});
