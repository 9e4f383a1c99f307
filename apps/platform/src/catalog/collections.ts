import { GAME_CATEGORIES, type GameCategory, type GameCollection, type Locale } from "@croupier/contract";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";

// GET /api/games/collections: the lobby's categories in their order, titled in the
// request's language, with the number of listed games in each ("all" counts every game).

const TITLES: Record<GameCategory, Record<Locale, string>> = {
  all: { en: "All games", es: "Todos los juegos", pt: "Todos os jogos", "pt-BR": "Todos os jogos", ru: "Все игры" },
  slots: { en: "Slots", es: "Tragamonedas", pt: "Slots", "pt-BR": "Caça-níqueis", ru: "Слоты" },
  classicSlots: {
    en: "Classic slots",
    es: "Tragamonedas clásicas",
    pt: "Slots clássicas",
    "pt-BR": "Caça-níqueis clássicos",
    ru: "Классические слоты",
  },
  popular: { en: "Popular", es: "Populares", pt: "Populares", "pt-BR": "Populares", ru: "Популярные" },
  liveCasino: {
    en: "Live casino",
    es: "Casino en vivo",
    pt: "Casino ao vivo",
    "pt-BR": "Cassino ao vivo",
    ru: "Живое казино",
  },
  jackpot: { en: "Jackpots", es: "Botes", pt: "Jackpots", "pt-BR": "Jackpots", ru: "Джекпоты" },
  table: {
    en: "Table games",
    es: "Juegos de mesa",
    pt: "Jogos de mesa",
    "pt-BR": "Jogos de mesa",
    ru: "Настольные игры",
  },
  live: {
    en: "Live dealers",
    es: "Crupieres en vivo",
    pt: "Croupiers ao vivo",
    "pt-BR": "Dealers ao vivo",
    ru: "Живые дилеры",
  },
  bonusbuy: {
    en: "Bonus buy",
    es: "Compra de bono",
    pt: "Compra de bónus",
    "pt-BR": "Compra de bônus",
    ru: "Покупка бонуса",
  },
  roulette: { en: "Roulette", es: "Ruleta", pt: "Roleta", "pt-BR": "Roleta", ru: "Рулетка" },
  new: { en: "New", es: "Nuevos", pt: "Novidades", "pt-BR": "Novidades", ru: "Новинки" },
  dice: { en: "Dice", es: "Dados", pt: "Dados", "pt-BR": "Dados", ru: "Кости" },
  "drops-and-wins": {
    en: "Drops & Wins",
    es: "Premios sorpresa",
    pt: "Prémios surpresa",
    "pt-BR": "Prêmios surpresa",
    ru: "Призовые дропы",
  },
};

export function listCollections(snapshot: CatalogSnapshot, locale: Locale): GameCollection[] {
  const counts = new Map<string, number>();
  for (const game of snapshot.games) {
    for (const category of game.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return GAME_CATEGORIES.map((id) => ({
    id,
    title: TITLES[id][locale],
    games_count: id === "all" ? snapshot.games.length : (counts.get(id) ?? 0),
  }));
}
