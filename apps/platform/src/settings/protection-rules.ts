/**
 * The player-protection play rules' safe defaults, the same in every jurisdiction unless the
 * operator sets them (README: responsible-gaming settings): no celebration for a win not above the
 * stake, a 24-hour cooling-off before a raised or removed limit (UK RTS 12B), time-outs of 1 to 30 days (MGA), self-exclusion for 6 months, 1 year, 5 years or for good,
 * reality checks every 1 to 480 minutes as the player chooses.
 * A stored `responsible_gaming` without these fields reads them as these defaults (the contract's
 * playRules).
 */
export const PROTECTION_PLAY_RULES = {
  reality_check_min_minutes: 1,
  reality_check_max_minutes: 480,
  celebrate_only_real_wins: true,
  limit_cooling_off_hours: 24,
  timeout_min_days: 1,
  timeout_max_days: 30,
  self_exclusion_days: [183, 365, 1825],
  self_exclusion_indefinite_allowed: true,
};
