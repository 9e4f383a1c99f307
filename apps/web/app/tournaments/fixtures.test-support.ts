import type { Tournament, TournamentPlayer } from "@croupier/contract/schemas/tournaments";

// Tournaments as the platform answers them, for the component tests.

export function row(place: number | null, nickname: string, extra: Partial<TournamentPlayer> = {}): TournamentPlayer {
  return {
    tournament_id: 5,
    tournament_team_id: null,
    nickname,
    user_confirmed: true,
    bets: "0.00",
    bet_cents: 0,
    wins: "0.00",
    win_cents: 0,
    rate: 0,
    games_taken: 0,
    points: 0,
    award_place: place,
    award_place_in_team: null,
    ...extra,
  };
}

export function tournament(extra: Partial<Tournament> = {}): Tournament {
  return {
    id: 5,
    title: "Lantern Sprint",
    description: "Spin the lanterns.\n\nThe most rounds win.",
    frontend_identifier: "lantern-sprint",
    strategy: "spin",
    status: "started",
    cancel_reason: null,
    in_progress: true,
    user_confirmation_required: false,
    group_tournament: false,
    group_ids: [],
    start_at: "2030-01-01T10:00:00.000Z",
    end_at: "2030-01-03T10:00:00.000Z",
    finished_at: null,
    currency: "EUR",
    currencies: ["EUR"],
    game_category_identity: "",
    games_taken_limit: 0,
    min_bet_cents: 10,
    max_bet_cents: 500,
    games: [
      {
        identifier: "croupier/lantern-tide",
        title: "Lantern Tide",
        provider: "croupier",
        path: "/games/croupier/lantern-tide/1",
      },
    ],
    money_budget: "500.00",
    money_budget_cents: 50_000,
    money_prize_pool: "500.00",
    money_prize_pool_cents: 50_000,
    chargeable_comp_points_budget: 0,
    persistent_comp_points_budget: 0,
    chargeable_comp_points_prize_pool: 0,
    persistent_comp_points_prize_pool: 0,
    winner_team_id: null,
    prizes: [1, 2, 3].map((place) => ({
      id: place,
      award_place: place,
      stuff: `€${[300, 150, 50][place - 1]}`,
      nickname: null,
      money_award: "0",
      money_award_cents: [30_000, 15_000, 5_000][place - 1] ?? 0,
      money_budget_percent: 0,
      kind: "money" as const,
      wager_multiplier: 0,
      freespins_count: 0,
      chargeable_comp_points: 0,
      persistent_comp_points: 0,
    })),
    top_players: [],
    leaderboard_channel: "public:tournament:5",
    ...extra,
  };
}
