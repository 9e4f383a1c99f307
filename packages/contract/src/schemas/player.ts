import { z } from "zod";
import type { Limits } from "./auth.ts";
import type { PlayerField } from "./info.ts";

/** What the helpers below read of GET /api/info/player_fields (any platform's answer will do). */
interface PlayerFieldsDefinition {
  fields: PlayerField[];
  contexts: Record<string, unknown>;
}

// Player calls (`/api/player*`) in the API family's shapes, and the personal-details rules,
// shared by the site's form and the platform's PATCH.

const timestamp = z.string().nullable();

export const playerAccount = z
  .object({ currency: z.string(), amount_cents: z.number().int() })
  .meta({ id: "PlayerAccountSummary" });

export const player = z
  .object({
    id: z.number().int(),
    email: z.string(),
    currency: z.string(),
    language: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    nickname: z.string().nullable(),
    gender: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    mobile_phone: z.string().nullable(),
    receive_promos: z.boolean(),
    receive_sms_promos: z.boolean(),
    /** The VIP level first (`level_0` … `level_5`), then the player's groups. */
    statuses: z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.union([z.string(), z.number()]) })),
    auth_fields_missed: z.array(z.string()),
    created_at: z.string(),
    current_sign_in_at: timestamp,
    /** The previous sign-in (GLI-19: the player is shown their previous login time). */
    last_sign_in_at: timestamp,
    confirmed_at: timestamp,
    deposit_bonus_code: z.string().nullable(),
    can_issue_bonuses: z.boolean(),
    verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    /** Always false: every player signs up themselves (no one-click accounts). */
    autoregistered: z.boolean(),
    /** Always null: there are no auto-login links. */
    autologin_link: z.string().nullable(),
    /** The licence the player plays under: the project's licence code (`/api/info/project` `license`). */
    license_name: z.string(),
    /** Null: no Sumsub identity check is connected. */
    sumsub_verified: z.boolean().nullable(),
    /** Null: no source-of-wealth questionnaire is asked. */
    sow_questionnaire_expires_at: timestamp,
    stats: z.object({ deposits_count: z.number().int() }),
    accounts: z.array(playerAccount),
    /** The account in the player's currency. */
    walletAccount: playerAccount,
  })
  .meta({ id: "Player" });

export const PERSONAL_DETAILS_FIELDS = [
  "first_name",
  "last_name",
  "date_of_birth",
  "gender",
  "country",
  "city",
  "address",
  "postal_code",
  "mobile_phone",
  "receive_promos",
  "receive_sms_promos",
] as const;
export type PersonalDetailsField = (typeof PERSONAL_DETAILS_FIELDS)[number];

export interface PersonalDetailsLimits {
  /** Length limits per field, from /api/info/player_fields. */
  lengths: Partial<Record<string, Limits>>;
  /** Minimum age of date_of_birth (player field `age.min.default`). */
  minimumAge: number;
}

export const DEFAULT_PERSONAL_DETAILS_LIMITS: PersonalDetailsLimits = {
  lengths: {
    first_name: { minimum: 1, maximum: 50 },
    last_name: { minimum: 1, maximum: 50 },
    city: { minimum: 1, maximum: 50 },
    address: { minimum: 1, maximum: 100 },
    postal_code: { minimum: 1, maximum: 20 },
    mobile_phone: { minimum: 13, maximum: 13 },
  },
  minimumAge: 18,
};

/** Reads the limits from GET /api/info/player_fields (falls back to the defaults per field). */
export function personalDetailsLimitsFrom(definition: PlayerFieldsDefinition | undefined): PersonalDetailsLimits {
  const lengths: Partial<Record<string, Limits>> = { ...DEFAULT_PERSONAL_DETAILS_LIMITS.lengths };
  let minimumAge = DEFAULT_PERSONAL_DETAILS_LIMITS.minimumAge;
  for (const field of definition?.fields ?? []) {
    if (field.length) lengths[field.field] = field.length;
    if (field.field === "date_of_birth" && field.age) minimumAge = field.age.min.default;
  }
  return { lengths, minimumAge };
}

/** Editable fields of a context (`edition` for personal details) from the player-fields definition. */
export function editableFieldsOf(definition: PlayerFieldsDefinition | undefined, context = "edition"): string[] {
  const fields = definition?.contexts[context];
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === "string") : [];
}

function text(limits: Limits | undefined, fallbackMaximum: number) {
  return z
    .string("required")
    .trim()
    .min(1, { error: "required", abort: true })
    .min(limits?.minimum ?? 1, "too_short")
    .max(limits?.maximum ?? fallbackMaximum, "too_long");
}

/** Whole years between a YYYY-MM-DD birth date and `now`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split("-").map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar date written YYYY-MM-DD. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function dateOfBirthRule(minimumAge: number, now: () => Date) {
  return z
    .string("required")
    .trim()
    .min(1, { error: "required", abort: true })
    .max(10, { error: "format", abort: true })
    .refine(isRealDate, { error: "format", abort: true })
    .refine((value) => ageOn(value, now()) >= minimumAge, { message: "age", params: { count: minimumAge } });
}

/**
 * mobile_phone is "+" and digits, 13 characters with the "+". The message names 12, the digits
 * alone, so a short number says "minimum is 12 characters" while the check counts 13. Deliberate:
 * the message counts the digits the input keeps.
 */
function mobilePhoneRule(limits: Limits | undefined) {
  const minimum = limits?.minimum ?? 13;
  const maximum = limits?.maximum ?? 13;
  // The bound before the pattern: no pattern runs on a long input.
  return z
    .string("required")
    .trim()
    .min(1, { error: "required", abort: true })
    .max(maximum, { error: "too_long", abort: true })
    .regex(/^\+\d+$/, { error: "format", abort: true })
    .refine((value) => value.length >= minimum, {
      message: "too_short",
      params: { count: minimum - 1 },
    });
}

function ruleFor(field: string, limits: PersonalDetailsLimits, now: () => Date): z.ZodType | null {
  switch (field) {
    case "first_name":
    case "last_name":
    case "city":
      return text(limits.lengths[field], 50);
    case "address":
      return text(limits.lengths[field], 100);
    case "postal_code":
      return text(limits.lengths[field], 20);
    case "date_of_birth":
      return dateOfBirthRule(limits.minimumAge, now);
    case "gender":
      return z.enum(["m", "f"], "format");
    case "country":
      return z
        .string("required")
        .trim()
        .min(1, { error: "required", abort: true })
        .max(2, { error: "format", abort: true })
        .regex(/^[A-Z]{2}$/, "format");
    case "mobile_phone":
      return mobilePhoneRule(limits.lengths.mobile_phone);
    case "receive_promos":
    case "receive_sms_promos":
      return z.boolean("format");
    default:
      return null;
  }
}

/**
 * The personal-details form for exactly the `editable` fields of a context. Every
 * listed field is required; the platform applies it with `.partial()` (a PATCH may send a subset),
 * and refuses fields outside the list.
 */
export function makePersonalDetailsFields(
  editable: readonly string[],
  limits: PersonalDetailsLimits = DEFAULT_PERSONAL_DETAILS_LIMITS,
  options: { now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());
  const shape: Record<string, z.ZodType> = {};
  for (const field of editable) {
    const rule = ruleFor(field, limits, now);
    if (rule) shape[field] = rule;
  }
  return z.object(shape);
}

/** PATCH /api/player — `{ player: {…editable fields}, context: "edition" }`. */
export const updatePlayerBody = z
  .object({
    player: z.record(z.string().max(64), z.unknown()),
    context: z.string("required").min(1, "required").max(64, "format").default("edition"),
  })
  .meta({ id: "UpdatePlayerBody" });

/** PATCH /api/player/update_locale — `{ locale }`. */
export const updateLocaleBody = z.object({ locale: z.string("required").min(1, "required").max(10, "format") });

export const playerGroup = z.object({ id: z.string(), name: z.string() }).meta({ id: "PlayerGroup" });
export const playerGroups = z.array(playerGroup);

/** POST /api/player/groups — `{ groups: { add, remove } }`; 422 when a group is unknown or not writable. */
export const updatePlayerGroupsBody = z.object({
  groups: z.object({
    add: z
      .array(z.union([z.string().max(100), z.number()]))
      .max(50)
      .default([]),
    remove: z
      .array(z.union([z.string().max(100), z.number()]))
      .max(50)
      .default([]),
  }),
});

/** GET /api/player/stats. Amount maps are cents keyed by currency (filled by later issues). */
export const playerStats = z
  .object({
    deposits_count: z.number().int(),
    deposits_sum: z.record(z.string(), z.number()),
    cashouts_sum: z.record(z.string(), z.number()),
    bets_sum: z.record(z.string(), z.number()),
    messages: z.object({ notice: z.string() }),
  })
  .meta({ id: "PlayerStats" });

/** GET /api/player/settings: realtime (Centrifugo, legacy flow) connection settings. */
export const playerSettings = z
  .object({
    cent: z.object({
      url: z.string(),
      user: z.string(),
      timestamp: z.string(),
      token: z.string(),
      authEndpoint: z.string(),
    }),
    recaptcha: z.string(),
    recaptcha_version: z.number().int(),
  })
  .meta({ id: "PlayerSettings" });

export const playerSession = z
  .object({
    id: z.number().int(),
    ip: z.string().nullable(),
    country: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "PlayerSession" });
export const playerSessions = z.array(playerSession);
export const playerSessionParams = z.object({ id: z.coerce.number().int().positive("format") });

export type Player = z.infer<typeof player>;
export type PlayerAccountSummary = z.infer<typeof playerAccount>;
export type PlayerGroup = z.infer<typeof playerGroup>;
export type PlayerStats = z.infer<typeof playerStats>;
export type PlayerSettings = z.infer<typeof playerSettings>;
export type PlayerSession = z.infer<typeof playerSession>;
export type UpdatePlayerBody = z.input<typeof updatePlayerBody>;
export type PlayerGroupsChange = z.input<typeof updatePlayerGroupsBody>["groups"];
