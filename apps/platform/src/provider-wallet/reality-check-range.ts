import type { Locale, PlayRules } from "@croupier/contract";
import { AppError } from "../errors/app-error.ts";

// The reality-check interval a player may choose lies in the jurisdiction's range (play rules
// `reality_check_min_minutes`..`reality_check_max_minutes`); a choice outside it is a field error
// in the player's language.

const RANGE_TEXT: Record<Locale, (min: number, max: number) => string> = {
  en: (min, max) => `Choose a reminder every ${min} to ${max} minutes.`,
  es: (min, max) => `Elige un recordatorio cada ${min} a ${max} minutos.`,
  pt: (min, max) => `Escolha um lembrete a cada ${min} a ${max} minutos.`,
  "pt-BR": (min, max) => `Escolha um lembrete a cada ${min} a ${max} minutos.`,
  ru: (min, max) => `Выберите напоминание каждые ${min}–${max} минут.`,
};

/** The range the rules allow (a misconfigured range where min > max reads as min..min). */
export function realityCheckRange(rules: PlayRules): { min: number; max: number } {
  const min = rules.reality_check_min_minutes;
  return { min, max: Math.max(min, rules.reality_check_max_minutes) };
}

/** Throws a 422 on `interval_minutes` when `minutes` is outside the rules' range. */
export function assertInRealityCheckRange(minutes: number, rules: PlayRules, locale: Locale): void {
  const { min, max } = realityCheckRange(rules);
  if (minutes >= min && minutes <= max) return;
  const text = RANGE_TEXT[locale](min, max);
  throw new AppError("validation_failed", text, { fields: { interval_minutes: [text] } });
}
