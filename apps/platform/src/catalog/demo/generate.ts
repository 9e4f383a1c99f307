import { type GameCategory, type GameDeviceKind, slugFromTitle } from "@croupier/contract";
import { STUDIO_TITLES, type StudioTitle } from "@croupier/games";
import { createPrng, type Prng } from "./prng.ts";
import { DEMO_PROVIDERS, type DemoProvider } from "./providers.ts";
import { inventTitle, type TitleKind } from "./titles.ts";

// The demo catalog as plain rows, computed from a fixed seed: the in-house studio's 12 titles first
// (popularity 1–12, so the lobby opens on games that really play), then about 5,000 invented games
// across the other providers. Pure: the same input gives the same rows, in the same order.

export const STUDIO_PROVIDER_ID = "croupier-studio";
const SEED = 20_261_001;
/** Release dates run up to this day; the most recent ones form the "new" collection. */
const LATEST_RELEASE = Date.UTC(2026, 8, 30);
const EARLIEST_RELEASE = Date.UTC(2017, 0, 1);
const DAY = 86_400_000;
/** The lobby's "popular" and "new" collections take this many games each. */
const POPULAR_COUNT = 240;
const NEW_COUNT = 180;

export interface DemoGame {
  providerId: string;
  slug: string;
  title: string;
  categories: GameCategory[];
  devices: GameDeviceKind[];
  lines: number | null;
  ways: number | null;
  volatilityRating: string | null;
  hitRate: string | null;
  payout: string | null;
  popularity: number;
  releasedAt: string;
  studioTitle: string | null;
  /** Currencies offered (the platform's codes, FUN for a demo); the jackpot seed for jackpot games. */
  currencies: string[];
  /** Jackpot in EUR cents (converted per currency when inserted); null for other games. */
  jackpotEurCents: number | null;
}

/** Every demo game, in insertion order (studio first). `currencies` = the platform's codes. */
export function generateDemoCatalog(platformCurrencies: readonly string[]): DemoGame[] {
  const random = createPrng(SEED);
  const studio = STUDIO_TITLES.map((title, index) => studioGame(title, index, platformCurrencies));
  const generated = DEMO_PROVIDERS.flatMap((provider) => providerGames(provider, random, platformCurrencies));
  rankByAppeal(generated, random, studio.length);
  markCollections(generated);
  return [...studio, ...generated];
}

function studioGame(title: StudioTitle, index: number, platformCurrencies: readonly string[]): DemoGame {
  const categories: GameCategory[] =
    title.engine === "slot"
      ? ["slots", ...(title.bonusBuyRtpPercent !== null ? (["bonusbuy"] as const) : [])]
      : title.engine === "roulette"
        ? ["roulette", "table"]
        : ["dice"];
  return {
    providerId: STUDIO_PROVIDER_ID,
    slug: slugFromTitle(title.name),
    title: title.name,
    categories: [...categories, "popular", "new"],
    devices: ["desktop", "mobile"],
    lines: title.engine === "slot" ? title.linesAndWays : null,
    ways: null,
    volatilityRating: title.volatilityRating,
    hitRate: title.hitRatePercent.toFixed(2),
    payout: title.rtpPercent.toFixed(2),
    popularity: index + 1,
    releasedAt: isoDay(LATEST_RELEASE - index * 3 * DAY),
    studioTitle: title.id,
    currencies: [...platformCurrencies],
    jackpotEurCents: null,
  };
}

function providerGames(provider: DemoProvider, random: Prng, platformCurrencies: readonly string[]): DemoGame[] {
  const slugs = new Set<string>();
  const games: DemoGame[] = [];
  const offered = platformCurrencies.filter((code) => code !== "FUN" && !provider.withoutCurrencies.includes(code));
  while (games.length < provider.games) {
    const kind = drawKind(provider, random);
    const title = inventTitle(kind, random);
    const slug = slugFromTitle(title);
    if (slugs.has(slug)) continue;
    slugs.add(slug);
    games.push(drawGame(provider, kind, title, slug, random, offered, platformCurrencies.includes("FUN")));
  }
  return games;
}

/** The kind of a provider's next game, in the catalog's mix (the search bench draws its titles the same way). */
export function drawKind(provider: DemoProvider, random: Prng): TitleKind {
  const roll = random.next();
  switch (provider.kind) {
    case "live":
      return roll < 0.45 ? "live" : roll < 0.75 ? "liveRoulette" : "liveShow";
    case "table":
      return roll < 0.6 ? "table" : "roulette";
    case "instant":
      return roll < 0.45 ? "dice" : "instant";
    case "slots":
      return roll < 0.8 ? "slot" : roll < 0.93 ? "classic" : roll < 0.97 ? "table" : "roulette";
  }
}

function drawGame(
  provider: DemoProvider,
  kind: TitleKind,
  title: string,
  slug: string,
  random: Prng,
  offered: readonly string[],
  hasFun: boolean,
): DemoGame {
  const categories = categoriesOf(kind, provider, random);
  const isSlot = kind === "slot" || kind === "classic";
  const isLive = kind === "live" || kind === "liveRoulette" || kind === "liveShow";
  const ways = kind === "slot" && random.chance(0.25) ? random.pick([243, 576, 1024, 3125, 4096, 46656]) : null;
  const lines =
    isSlot && ways === null ? random.pick(kind === "classic" ? [1, 3, 5, 9] : [10, 20, 25, 30, 40, 50]) : null;
  const devices: DemoGame["devices"] = random.chance(0.04)
    ? ["desktop"]
    : random.chance(0.03)
      ? ["mobile"]
      : ["desktop", "mobile"];
  const withDemo = hasFun && !isLive && random.chance(provider.demoShare);
  return {
    providerId: provider.id,
    slug,
    title,
    categories,
    devices,
    lines,
    ways,
    volatilityRating: isSlot
      ? random.pick(["low", "medium", "medium", "high", "high", "very-high"])
      : random.pick(["low", "medium"]),
    hitRate:
      isLive && random.chance(0.5) ? null : (isSlot ? 15 + random.next() * 30 : 38 + random.next() * 11).toFixed(2),
    payout: (94 + random.int(0, 350) / 100).toFixed(2),
    popularity: 0,
    releasedAt: isoDay(releaseDay(random)),
    studioTitle: null,
    currencies: withDemo ? [...offered, "FUN"] : [...offered],
    jackpotEurCents: categories.includes("jackpot") ? random.int(25, 4_000) * 100_000 + random.int(0, 99_999) : null,
  };
}

function categoriesOf(kind: TitleKind, provider: DemoProvider, random: Prng): GameCategory[] {
  switch (kind) {
    case "slot": {
      const categories: GameCategory[] = ["slots"];
      if (random.chance(0.22)) categories.push("bonusbuy");
      if (random.chance(0.06)) categories.push("jackpot");
      if (provider.appeal >= 1.3 && random.chance(0.12)) categories.push("drops-and-wins");
      return categories;
    }
    case "classic":
      return random.chance(0.1) ? ["slots", "classicSlots", "jackpot"] : ["slots", "classicSlots"];
    case "table":
      return ["table"];
    case "roulette":
      return ["roulette", "table"];
    case "live":
      return ["live", "liveCasino", "table"];
    case "liveRoulette":
      return ["live", "liveCasino", "roulette"];
    case "liveShow":
      return ["live", "liveCasino"];
    case "dice":
      return ["dice"];
    case "instant":
      return [];
  }
}

/** Release dates lean towards recent years, as real catalogs grow. */
function releaseDay(random: Prng): number {
  const span = (LATEST_RELEASE - EARLIEST_RELEASE) / DAY;
  return LATEST_RELEASE - Math.floor(span * random.next() ** 1.6) * DAY;
}

/** Global ranks after the studio's: a provider's appeal times chance, best first. */
function rankByAppeal(games: DemoGame[], random: Prng, offset: number): void {
  const appeal = new Map(DEMO_PROVIDERS.map((provider) => [provider.id, provider.appeal]));
  const scored = games.map((game) => ({ game, score: (appeal.get(game.providerId) ?? 1) * random.next() }));
  scored.sort((a, b) => b.score - a.score);
  scored.forEach(({ game }, index) => {
    game.popularity = offset + index + 1;
  });
}

/** "popular" = the best-ranked games, "new" = the latest releases (ties: better rank first). */
function markCollections(games: DemoGame[]): void {
  for (const game of games) if (game.popularity <= POPULAR_COUNT) game.categories.push("popular");
  const latest = [...games].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || a.popularity - b.popularity);
  for (const game of latest.slice(0, NEW_COUNT)) game.categories.push("new");
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
