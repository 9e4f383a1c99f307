import type { PlayRules } from "@croupier/contract/schemas/studio";

// The operator's jurisdiction rules for a game page (project setting `responsible_gaming`, read
// from GET /api/info/project). Until the platform answers them, or when an answer is malformed,
// the page keeps the protective defaults: the session clock and net position shown, a reality
// check every 60 minutes.

export const DEFAULT_PLAY_RULES: PlayRules = {
  min_round_interval_ms: 0,
  autoplay_allowed: false,
  turbo_allowed: false,
  reality_check_default_minutes: 60,
  reality_check_min_minutes: 1,
  reality_check_max_minutes: 480,
  session_clock_shown: true,
  celebrate_only_real_wins: true,
  limit_cooling_off_hours: 24,
  timeout_min_days: 1,
  timeout_max_days: 30,
  self_exclusion_days: [183, 365, 1825],
  self_exclusion_indefinite_allowed: true,
};

/** The page's rules from the project info (any shape): each valid field, else its default. */
export function playRulesFrom(project: unknown): PlayRules {
  const raw = (project as { responsible_gaming?: unknown } | null)?.responsible_gaming;
  if (typeof raw !== "object" || raw === null) return DEFAULT_PLAY_RULES;
  const given = raw as Record<string, unknown>;
  const wholeAtLeast = (value: unknown, min: number) =>
    typeof value === "number" && Number.isInteger(value) && value >= min;
  return {
    min_round_interval_ms: wholeAtLeast(given.min_round_interval_ms, 0)
      ? (given.min_round_interval_ms as number)
      : DEFAULT_PLAY_RULES.min_round_interval_ms,
    autoplay_allowed: typeof given.autoplay_allowed === "boolean" ? given.autoplay_allowed : false,
    turbo_allowed: typeof given.turbo_allowed === "boolean" ? given.turbo_allowed : false,
    reality_check_default_minutes: wholeAtLeast(given.reality_check_default_minutes, 1)
      ? (given.reality_check_default_minutes as number)
      : DEFAULT_PLAY_RULES.reality_check_default_minutes,
    // The settings form takes the interval's range from GET /api/player/reality_check.
    reality_check_min_minutes: DEFAULT_PLAY_RULES.reality_check_min_minutes,
    reality_check_max_minutes: DEFAULT_PLAY_RULES.reality_check_max_minutes,
    session_clock_shown: typeof given.session_clock_shown === "boolean" ? given.session_clock_shown : true,
    celebrate_only_real_wins:
      typeof given.celebrate_only_real_wins === "boolean" ? given.celebrate_only_real_wins : true,
    // The game page has no use for the cooling-off, time-out and self-exclusion choices.
    limit_cooling_off_hours: DEFAULT_PLAY_RULES.limit_cooling_off_hours,
    timeout_min_days: DEFAULT_PLAY_RULES.timeout_min_days,
    timeout_max_days: DEFAULT_PLAY_RULES.timeout_max_days,
    self_exclusion_days: DEFAULT_PLAY_RULES.self_exclusion_days,
    self_exclusion_indefinite_allowed: DEFAULT_PLAY_RULES.self_exclusion_indefinite_allowed,
  };
}
