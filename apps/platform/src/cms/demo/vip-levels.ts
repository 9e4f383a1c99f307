import type { Locale } from "@croupier/contract";

// VIP levels of spec point 4 (level_0 … level_5) with invented comp-point thresholds and perks.
export interface VipLevel {
  id: string;
  points: number;
  league: "rookie" | "premier" | "high";
  cashback: number;
  /** Monthly withdrawal limit in euros. */
  withdrawalLimit: number;
}

export const VIP_LEVELS: VipLevel[] = [
  { id: "level_0", points: 0, league: "rookie", cashback: 0, withdrawalLimit: 5_000 },
  { id: "level_1", points: 100, league: "rookie", cashback: 0, withdrawalLimit: 7_500 },
  { id: "level_2", points: 500, league: "premier", cashback: 3, withdrawalLimit: 10_000 },
  { id: "level_3", points: 1500, league: "premier", cashback: 5, withdrawalLimit: 20_000 },
  { id: "level_4", points: 5000, league: "high", cashback: 7, withdrawalLimit: 50_000 },
  { id: "level_5", points: 15000, league: "high", cashback: 10, withdrawalLimit: 100_000 },
];

export const LEVEL_NAMES: Record<Locale, string[]> = {
  en: ["Begin", "Newbie", "Pro", "Legend", "Hero", "Chosen One"],
  es: ["Inicio", "Novato", "Pro", "Leyenda", "Héroe", "Elegido"],
  pt: ["Início", "Novato", "Pro", "Lenda", "Herói", "Escolhido"],
  "pt-BR": ["Início", "Novato", "Pro", "Lenda", "Herói", "Escolhido"],
  ru: ["Начало", "Новичок", "Профи", "Легенда", "Герой", "Избранный"],
};

export const LEAGUE_NAMES: Record<Locale, Record<VipLevel["league"], string>> = {
  en: { rookie: "Rookie league", premier: "Premier league", high: "High league" },
  es: { rookie: "Liga de novatos", premier: "Liga premier", high: "Liga alta" },
  pt: { rookie: "Liga de estreantes", premier: "Liga premier", high: "Liga alta" },
  "pt-BR": { rookie: "Liga dos estreantes", premier: "Liga premier", high: "Liga alta" },
  ru: { rookie: "Лига новичков", premier: "Премьер-лига", high: "Высшая лига" },
};

const NUMBER_LOCALE: Record<Locale, string> = { en: "en-GB", es: "es-ES", pt: "pt-PT", "pt-BR": "pt-BR", ru: "ru-RU" };

/** Formats comp points and euro amounts the way each language writes numbers. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { useGrouping: "always" }).format(value);
}

export function formatEuro(value: number, locale: Locale): string {
  if (locale === "en") return `€${formatNumber(value, locale)}`;
  return `${formatNumber(value, locale)} €`;
}
