import { sql } from "drizzle-orm";
import { UNITS_PER_EURO } from "../catalog/euro-rates.ts";
import { listCurrencies } from "../currencies/repository.ts";
import { VIP_LEVEL_UP_LOOTBOX } from "../lootboxes/seed.ts";
import type { SeedStep } from "../seed/run-seeds.ts";
import { type League, type LevelReward, loyaltyAccrualRates, loyaltyExchangeRates, loyaltyLevels } from "./schema.ts";

// The demo VIP programme. The thresholds, leagues, cashback and withdrawal limits are the ones the
// demo CMS already promises (cms/demo/vip-levels.ts: the VIP page and the home card), and the
// earning rate the VIP page's text states: 1 CP per €20 wagered on slots, less on table and live games.

interface DemoLevel {
  id: string;
  name: string;
  minPoints: number;
  league: League;
  cashbackPercent: number;
  withdrawalLimitEur: number;
  benefits: string[];
  rewards: LevelReward[];
  /** What 100 chargeable points are worth, in euro cents. */
  exchangeEurCents: number;
}

const DEMO_LEVELS: DemoLevel[] = [
  {
    id: "level_0",
    name: "Begin",
    minPoints: 0,
    league: "rookie",
    cashbackPercent: 0,
    withdrawalLimitEur: 5_000,
    benefits: ["status_points", "points_exchange"],
    rewards: [],
    exchangeEurCents: 100,
  },
  {
    id: "level_1",
    name: "Newbie",
    minPoints: 100,
    league: "rookie",
    cashbackPercent: 0,
    withdrawalLimitEur: 7_500,
    benefits: ["status_points", "points_exchange", "birthday_gift", "level_up_rewards"],
    rewards: [{ kind: "chargeable_points", points: 50 }],
    exchangeEurCents: 110,
  },
  {
    id: "level_2",
    name: "Pro",
    minPoints: 500,
    league: "premier",
    cashbackPercent: 3,
    withdrawalLimitEur: 10_000,
    benefits: [
      "status_points",
      "points_exchange",
      "birthday_gift",
      "level_up_rewards",
      "monthly_cashback",
      "vip_manager",
      "reload_bonus",
    ],
    rewards: [{ kind: "chargeable_points", points: 150 }],
    exchangeEurCents: 125,
  },
  {
    id: "level_3",
    name: "Legend",
    minPoints: 1_500,
    league: "premier",
    cashbackPercent: 5,
    withdrawalLimitEur: 20_000,
    benefits: [
      "status_points",
      "points_exchange",
      "birthday_gift",
      "level_up_rewards",
      "monthly_cashback",
      "vip_manager",
      "reload_bonus",
      "holiday_gifts",
    ],
    rewards: [{ kind: "chargeable_points", points: 500 }],
    exchangeEurCents: 150,
  },
  {
    id: "level_4",
    name: "Hero",
    minPoints: 5_000,
    league: "high",
    cashbackPercent: 7,
    withdrawalLimitEur: 50_000,
    benefits: [
      "status_points",
      "points_exchange",
      "birthday_gift",
      "level_up_rewards",
      "monthly_cashback",
      "weekly_cashback",
      "vip_manager",
      "reload_bonus",
      "holiday_gifts",
      "special_events",
    ],
    rewards: [{ kind: "chargeable_points", points: 1_500 }],
    exchangeEurCents: 175,
  },
  {
    id: "level_5",
    name: "Chosen One",
    minPoints: 15_000,
    league: "high",
    cashbackPercent: 10,
    withdrawalLimitEur: 100_000,
    benefits: [
      "status_points",
      "points_exchange",
      "birthday_gift",
      "level_up_rewards",
      "monthly_cashback",
      "weekly_cashback",
      "vip_manager",
      "reload_bonus",
      "holiday_gifts",
      "special_events",
    ],
    rewards: [{ kind: "chargeable_points", points: 5_000 }],
    exchangeEurCents: 200,
  },
];

/** Euro cents of real-money wager per comp point, by game category. */
export const DEMO_ACCRUAL_RATES: Record<string, number> = {
  default: 2_000,
  slots: 2_000,
  table: 5_000,
  roulette: 5_000,
  live: 5_000,
  liveCasino: 5_000,
};

const EXCHANGE_POINTS = 100;

export const loyaltySeeds: SeedStep[] = [
  {
    name: "loyalty.vip-levels.v1",
    run: async (tx) => {
      await tx.insert(loyaltyLevels).values(
        DEMO_LEVELS.map((level, position) => ({
          id: level.id,
          position,
          name: level.name,
          minPoints: level.minPoints,
          maxPoints: DEMO_LEVELS[position + 1]?.minPoints ?? null,
          league: level.league,
          cashbackPercent: level.cashbackPercent,
          withdrawalLimitEur: level.withdrawalLimitEur,
          benefits: level.benefits,
          rewards: level.rewards,
        })),
      );
      await tx.insert(loyaltyAccrualRates).values(
        Object.entries(DEMO_ACCRUAL_RATES).map(([category, wagerEurCentsPerPoint]) => ({
          category,
          wagerEurCentsPerPoint,
        })),
      );
      const currencies = (await listCurrencies(tx)).filter(
        (currency) => !currency.play_money && UNITS_PER_EURO[currency.code],
      );
      await tx.insert(loyaltyExchangeRates).values(
        DEMO_LEVELS.flatMap((level) =>
          currencies.map((currency) => ({
            levelId: level.id,
            currency: currency.code,
            points: EXCHANGE_POINTS,
            amount: BigInt(
              Math.max(
                1,
                Math.round(
                  (level.exchangeEurCents / 100) * (UNITS_PER_EURO[currency.code] ?? 1) * currency.subunits_to_unit,
                ),
              ),
            ),
          })),
        ),
      );
    },
  },
  {
    // Every level from Newbie up also awards the VIP level-up loot box (lootboxes/seed.ts).
    name: "loyalty.level-lootboxes.v1",
    run: async (tx) => {
      await tx
        .update(loyaltyLevels)
        .set({
          rewards: sql`${loyaltyLevels.rewards} || ${JSON.stringify([{ kind: "lootbox", template: VIP_LEVEL_UP_LOOTBOX }])}::jsonb`,
        })
        .where(sql`${loyaltyLevels.position} > 0`);
    },
  },
];
