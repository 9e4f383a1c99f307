import type { Lottery, LotteryStatusItem } from "@croupier/contract/schemas/lotteries";

// Lotteries in the contract's shapes for the site's component tests.

type Prize = Lottery["prizes"][number];

export function prize(place: number, change: Partial<Prize> = {}): Prize {
  return {
    id: place,
    award_place: place,
    stuff: "",
    nickname: null,
    money_award: "0.00",
    money_award_cents: 0,
    money_budget_percent: 0,
    kind: "money",
    wager_multiplier: 0,
    freespins_count: 0,
    chargeable_comp_points: 0,
    persistent_comp_points: 0,
    ticket: null,
    ...change,
  };
}

export function lottery(change: Partial<Lottery> = {}): Lottery {
  return {
    id: 5,
    title: "Spring prize draw",
    description: "Deposit during the week and collect tickets for Sunday's draw.",
    currency: "EUR",
    frontend_identifier: "spring-draw",
    status: "started",
    in_progress: true,
    start_at: "2030-03-01T00:00:00.000Z",
    end_at: "2030-03-08T18:00:00.000Z",
    draw_at: "2030-03-08T20:00:00.000Z",
    finished_at: null,
    money_budget: 1000,
    money_budget_cents: 100_000,
    chargeable_comp_points_budget: 0,
    persistent_comp_points_budget: 0,
    comp_points_ticket_price: 0,
    group_ids: [],
    max_tickets_count_to_player: null,
    lottery_tickets_count: 0,
    deposit_scale_rules: {
      EUR: [
        { from_amount_cents: 2000, price_cents: 2000, currency: "EUR", active: true },
        { from_amount_cents: 10_000, price_cents: 1000, currency: "EUR", active: true },
      ],
    },
    prizes: [
      prize(1, { money_award: "500.00", money_award_cents: 50_000, stuff: "€500.00" }),
      prize(2, { kind: "bonus", money_award: "100.00", money_award_cents: 10_000, wager_multiplier: 10 }),
      prize(3, { kind: "freespins", freespins_count: 50 }),
    ],
    fairness: { server_seed_hash: "ab".repeat(32), server_seed: null, client_seed: null, tickets_count: 0 },
    ...change,
  };
}

export function status(
  lotteryId: number,
  numbers: string[],
  change: Partial<LotteryStatusItem> = {},
): LotteryStatusItem {
  return {
    lottery_id: lotteryId,
    title: "Spring prize draw",
    tickets: numbers.map((number) => ({
      number,
      payment_id: 1,
      created_at: "2030-03-02T10:00:00.000Z",
      award_place: null,
    })),
    prizes: [],
    ...change,
  };
}
