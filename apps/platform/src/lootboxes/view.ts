import type { Locale, PlayerLootbox } from "@croupier/contract";
import type { AwardedItem, LootboxTemplate, PlayerLootboxRow } from "./schema.ts";

// The player's view of a box, in the API family's shape with `fairness`. The server seed stays
// secret until the box is opened.

interface PrizeTitles {
  bonus: string;
  points: string;
  freespins: (count: number) => string;
}

const PRIZE_TITLES: Record<Locale, PrizeTitles> = {
  en: { bonus: "Bonus money", points: "Comp points", freespins: (count) => `${count} free spins` },
  es: { bonus: "Dinero de bono", points: "Puntos de fidelidad", freespins: (count) => `${count} giros gratis` },
  pt: { bonus: "Dinheiro de bónus", points: "Pontos de fidelidade", freespins: (count) => `${count} rodadas grátis` },
  "pt-BR": {
    bonus: "Dinheiro de bônus",
    points: "Pontos de fidelidade",
    freespins: (count) => `${count} giros grátis`,
  },
  ru: { bonus: "Бонусные деньги", points: "Комп-поинты", freespins: (count) => `Фриспины: ${count}` },
};

export function toPlayerLootbox(row: PlayerLootboxRow, template: LootboxTemplate, locale: Locale): PlayerLootbox {
  const opened = row.stage === "opened";
  const titles = PRIZE_TITLES[locale];
  return {
    id: row.id,
    title: template.titles[locale] ?? template.titles.en ?? template.key,
    currency: row.currency,
    stage: row.stage,
    strategy: row.strategy,
    group_key: template.key,
    display: row.items.length,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil.toISOString(),
    items: row.items.map((item) => ({
      id: item.id,
      weight: item.weight,
      prize: item.id === row.prizeItemId,
      bonuses: [prizeView(item, row.currency, titles)],
    })),
    fairness: {
      server_seed_hash: row.serverSeedHash,
      server_seed: opened ? row.serverSeed : null,
      client_seed: row.clientSeed,
      nonce: row.nonce,
    },
    prize_item_id: row.prizeItemId,
  };
}

type PrizeView = PlayerLootbox["items"][number]["bonuses"][number];

function prizeView(item: AwardedItem, currency: string, titles: PrizeTitles): PrizeView {
  if (item.prize.kind === "bonus") {
    return {
      title: titles.bonus,
      type: "bonus",
      attributes: { amount_cents: item.prize.amount_cents, currency },
      result_bonus: [],
    };
  }
  if (item.prize.kind === "freespins") {
    const { count, game } = item.prize;
    return {
      title: titles.freespins(count),
      type: "freespins",
      attributes: { freespins_count: count, game },
      result_bonus: [],
    };
  }
  return { title: titles.points, type: "comp_points", attributes: { points: item.prize.points }, result_bonus: [] };
}
