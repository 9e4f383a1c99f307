import type { SeedStep } from "../seed/run-seeds.ts";
import { lootboxTemplates } from "./schema.ts";

// The demo's loot box: awarded at each VIP level-up (loyalty's level rewards). Weights are out of
// 100, so each prize's chance reads directly: 35% €5, 30% 50 CP, 20% €10, 9% 200 CP, 5% the free
// spins of bonus 81 (10 on Lantern Tide), 1% €50.
export const VIP_LEVEL_UP_LOOTBOX = "vip-level-up";

export const lootboxSeeds: SeedStep[] = [
  {
    name: "lootboxes.templates.v1",
    run: async (tx) => {
      await tx.insert(lootboxTemplates).values({
        key: VIP_LEVEL_UP_LOOTBOX,
        titles: {
          en: "VIP level-up loot box",
          es: "Caja de botín por subir de nivel VIP",
          pt: "Caixa de prémios de subida de nível VIP",
          "pt-BR": "Caixa de prêmios de subida de nível VIP",
          ru: "Лутбокс за новый VIP-уровень",
        },
        items: [
          { id: 1, weight: 35, prize: { kind: "bonus", euros: 5 } },
          { id: 2, weight: 30, prize: { kind: "comp_points", points: 50 } },
          { id: 3, weight: 20, prize: { kind: "bonus", euros: 10 } },
          { id: 4, weight: 9, prize: { kind: "comp_points", points: 200 } },
          { id: 5, weight: 1, prize: { kind: "bonus", euros: 50 } },
          { id: 6, weight: 5, prize: { kind: "freespins", definition_id: 81 } },
        ],
        validDays: 30,
      });
    },
  },
];
