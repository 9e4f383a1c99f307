import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { requiredText } from "../validation/rules.ts";

// What tournaments and lotteries share: a prize place as the player sees it, and the pieces of the
// operator's form that schedules either (identifier, texts in every language, times, prizes).

export const PRIZE_KINDS = ["money", "bonus", "freespins"] as const;

/** A prize place (api-contract.md §6 Prize) plus `kind`, ours: how the prize is paid. */
export const competitionPrizeFields = {
  id: z.number().int(),
  award_place: z.number().int(),
  /** What the place wins, worded for the player ("€500", "50 free spins", "€20 bonus (wager 10×)"). */
  stuff: z.string(),
  /** The winner's display name once known; null before. */
  nickname: z.string().nullable(),
  money_award: z.string(),
  money_award_cents: z.number().int(),
  money_budget_percent: z.number(),
  /** Ours: `money` is paid as real money, `bonus` as bonus money wagered `wager_multiplier` times. */
  kind: z.enum(PRIZE_KINDS),
  wager_multiplier: z.number().int(),
  freespins_count: z.number().int(),
  chargeable_comp_points: z.number().int(),
  persistent_comp_points: z.number().int(),
};

// The operator's form.

export const wholeNumber = (minimum: number, maximum: number) =>
  z.number("format").int("format").min(minimum, "format").max(maximum, "format");

/** A moment with its offset ("2026-12-01T18:00:00Z"). */
export const instant = () => z.iso.datetime({ offset: true, error: "format" }).max(40, "format");

export const frontendIdentifier = () =>
  z
    .string("required")
    .trim()
    .min(3, "too_short")
    .max(64, { error: "too_long", abort: true })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "format");

/** The title and rules in each of the five languages, each once. */
export const competitionTranslations = (descriptionMax: number) =>
  z
    .array(
      z.object({
        locale: z.enum(LOCALES, "format"),
        title: requiredText(100),
        description: requiredText(descriptionMax),
      }),
    )
    .min(1, "required")
    .max(LOCALES.length, "format")
    .refine(
      (items) => LOCALES.every((locale) => items.filter((item) => item.locale === locale).length === 1),
      "required",
    );

/** One prize of the form. Money and bonus prizes have an amount; free spins a count (on Lantern Tide). */
export const prizeInputFields = {
  kind: z.enum(PRIZE_KINDS, "format"),
  amount_cents: wholeNumber(0, 1_000_000_000_000).default(0),
  wager_multiplier: wholeNumber(0, 100).default(0),
  freespins_count: wholeNumber(0, 1000).default(0),
};

export const currencyCode = () => z.string("required").trim().min(1, "required").max(10, "format");
