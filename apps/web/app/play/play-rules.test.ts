import { describe, expect, it } from "vitest";
import { DEFAULT_PLAY_RULES, playRulesFrom } from "./play-rules.ts";

describe("playRulesFrom", () => {
  it("reads the operator's responsible_gaming setting", () => {
    const rules = {
      min_round_interval_ms: 5000,
      autoplay_allowed: false,
      turbo_allowed: false,
      reality_check_default_minutes: 30,
      session_clock_shown: false,
    };
    expect(playRulesFrom({ name: "Croupier", responsible_gaming: rules })).toEqual({ ...DEFAULT_PLAY_RULES, ...rules });
  });

  it("keeps the protective defaults when the project says nothing", () => {
    expect(playRulesFrom(null)).toEqual(DEFAULT_PLAY_RULES);
    expect(playRulesFrom({ name: "Croupier" })).toEqual(DEFAULT_PLAY_RULES);
    expect(DEFAULT_PLAY_RULES.session_clock_shown).toBe(true);
    expect(DEFAULT_PLAY_RULES.reality_check_default_minutes).toBe(60);
  });

  it("replaces each malformed field by its default", () => {
    const rules = playRulesFrom({
      responsible_gaming: { reality_check_default_minutes: 0, session_clock_shown: "no", min_round_interval_ms: 2500 },
    });
    expect(rules).toEqual({ ...DEFAULT_PLAY_RULES, min_round_interval_ms: 2500 });
  });
});
