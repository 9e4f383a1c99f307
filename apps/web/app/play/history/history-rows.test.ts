import type { PlayerGameRound } from "@croupier/contract/schemas/games";
import { describe, expect, it } from "vitest";
import { newestRounds, roundGamePath, roundNet } from "./history-rows.ts";

function round(partial: Partial<PlayerGameRound>): PlayerGameRound {
  return {
    bet_id: 1,
    bet_status: "closed",
    created_at: "2026-03-01T10:00:00.000Z",
    finished_at: "2026-03-01T10:00:01.000Z",
    currency: "EUR",
    provider: "croupier-studio",
    game: "croupier-studio/lucky-lanterns",
    title: "Lucky Lanterns",
    total_bets: 100,
    total_wins: 0,
    total_losses: 100,
    balance_after: 4_900,
    ...partial,
  };
}

describe("roundNet", () => {
  it("is wins minus bets", () => {
    expect(roundNet(round({ total_bets: 100, total_wins: 250 }))).toBe(150);
    expect(roundNet(round({ total_bets: 100, total_wins: 40 }))).toBe(-60);
    expect(roundNet(round({ total_bets: 100, total_wins: 100 }))).toBe(0);
  });
});

describe("roundGamePath", () => {
  const unfinished = [
    { identifier: "croupier-studio/lucky-lanterns", currency: "EUR", game_currency_id: 41 },
    { identifier: "croupier-studio/dice-duel", currency: "USD", game_currency_id: 52 },
  ];

  it("resumes an unfinished game with its per-currency id", () => {
    expect(roundGamePath(round({}), unfinished)).toBe("/games/croupier-studio/lucky-lanterns/41");
  });

  it("opens any other game through its game link", () => {
    expect(roundGamePath(round({ game: "croupier-studio/dice-duel", currency: "EUR" }), unfinished)).toBe(
      "/game/dice-duel",
    );
  });

  it("gives no link for a malformed identifier", () => {
    expect(roundGamePath(round({ game: "nonsense" }), [])).toBeNull();
  });
});

describe("newestRounds", () => {
  it("orders newest first and keeps the limit", () => {
    const rounds = [
      round({ bet_id: 1, created_at: "2026-03-01T10:00:00.000Z" }),
      round({ bet_id: 3, created_at: "2026-03-01T10:02:00.000Z" }),
      round({ bet_id: 2, created_at: "2026-03-01T10:01:00.000Z" }),
    ];
    expect(newestRounds(rounds, 2).map((one) => one.bet_id)).toEqual([3, 2]);
  });
});
