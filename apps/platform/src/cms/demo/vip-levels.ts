import type { Locale } from "@croupier/contract";
import { fillPlaceholders } from "./placeholders.ts";

// The VIP levels (level_0 … level_5) with invented comp-point thresholds and perks. The numbers
// live here because the VIP page's list, its JSON block and the home card are all rendered from
// them; the words around them come from each locale's vip.json.
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

/** One locale's words for the VIP levels (content/cms/<locale>/vip.json). */
export interface VipWords {
  /** One name a level, in the order of VIP_LEVELS. */
  levelNames: string[];
  leagueNames: Record<VipLevel["league"], string>;
  /** A level of the VIP page: {{name}}, {{points}}, {{league}}, {{cashback}}, {{limit}}. */
  levelLine: string;
  /** {{percent}}: the cashback part of a level with cashback. */
  cashback: string;
  noCashback: string;
  /** A level of the home card: {{name}}, {{points}}. */
  pointsLine: string;
}

const NUMBER_LOCALE: Record<Locale, string> = { en: "en-GB", es: "es-ES", pt: "pt-PT", "pt-BR": "pt-BR", ru: "ru-RU" };

/** Formats comp points and euro amounts the way each language writes numbers. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { useGrouping: "always" }).format(value);
}

export function formatEuro(value: number, locale: Locale): string {
  if (locale === "en") return `€${formatNumber(value, locale)}`;
  return `${formatNumber(value, locale)} €`;
}

function levelName(words: VipWords, index: number): string {
  const name = words.levelNames[index];
  if (name === undefined) throw new Error(`vip.json names ${words.levelNames.length} of ${VIP_LEVELS.length} levels`);
  return name;
}

const list = (items: string[]): string => `<ul>\n${items.map((item) => `<li>${item}</li>`).join("\n")}\n</ul>`;

/** The VIP page's list: every level with its threshold, league, cashback and withdrawal limit. */
export function renderLevelList(words: VipWords, locale: Locale): string {
  return list(
    VIP_LEVELS.map((level, index) =>
      fillPlaceholders(
        words.levelLine,
        {
          name: levelName(words, index),
          points: formatNumber(level.points, locale),
          league: words.leagueNames[level.league],
          cashback: level.cashback
            ? fillPlaceholders(words.cashback, { percent: String(level.cashback) }, `${locale}/vip.json cashback`)
            : words.noCashback,
          limit: formatEuro(level.withdrawalLimit, locale),
        },
        `${locale}/vip.json levelLine`,
      ),
    ),
  );
}

/** The home card's list: every level with its threshold. */
export function renderPointsList(words: VipWords, locale: Locale): string {
  return list(
    VIP_LEVELS.map((level, index) =>
      fillPlaceholders(
        words.pointsLine,
        { name: levelName(words, index), points: formatNumber(level.points, locale) },
        `${locale}/vip.json pointsLine`,
      ),
    ),
  );
}

/** The VIP page's JSON block: the levels as data for the site. */
export function vipLevelsJson(words: VipWords) {
  return VIP_LEVELS.map((level, index) => ({
    id: level.id,
    name: levelName(words, index),
    min_points: level.points,
    league: level.league,
    monthly_cashback_percent: level.cashback,
    withdrawal_limit_eur: level.withdrawalLimit,
  }));
}
