import { z } from "zod";

// A player's own protection from play (MGA Player Protection Directive, UKGC): a time-out (a break
// of days, within the jurisdiction's range), a self-exclusion (a definite period or indefinite) and
// closing the account. None can be shortened or lifted by the player; a second request may only
// lengthen what is in force. While one is in force sign-in, bets and deposits are refused, no
// marketing reaches the player and pending withdrawals are still paid out.

export const EXCLUSION_KINDS = ["timeout", "self_exclusion"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** POST /api/player/exclusion: `days` null means indefinite (self-exclusion only). */
export const exclusionBody = z
  .object({
    exclusion: z.object({
      kind: z.enum(EXCLUSION_KINDS),
      days: z.number().int().min(1).max(36_500).nullable(),
    }),
  })
  .meta({ id: "ExclusionBody" });
export type ExclusionBody = z.infer<typeof exclusionBody>;

/** The exclusion in force, or null fields when none. */
export const exclusionState = z
  .object({
    /** `closed`: the account was closed at the player's request (indefinite). */
    kind: z.enum([...EXCLUSION_KINDS, "closed"]).nullable(),
    started_at: z.string().nullable(),
    /** Null while in force: indefinite. */
    ends_at: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: "ExclusionState" });
export type ExclusionState = z.infer<typeof exclusionState>;

/** What the player may choose, from the jurisdiction's play rules. */
export const exclusionOptions = z
  .object({
    timeout_min_days: z.number().int(),
    timeout_max_days: z.number().int(),
    self_exclusion_days: z.array(z.number().int()),
    self_exclusion_indefinite_allowed: z.boolean(),
  })
  .meta({ id: "ExclusionOptions" });
export type ExclusionOptions = z.infer<typeof exclusionOptions>;

/** GET /api/player/exclusion. */
export const exclusionView = z
  .object({ exclusion: exclusionState, options: exclusionOptions })
  .meta({ id: "ExclusionView" });
export type ExclusionView = z.infer<typeof exclusionView>;

/** POST /api/player/close: the account closed at the player's request, after their password. */
export const closeAccountBody = z
  .object({ account: z.object({ password: z.string().max(256) }) })
  .meta({ id: "CloseAccountBody" });
export type CloseAccountBody = z.infer<typeof closeAccountBody>;
