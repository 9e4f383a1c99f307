import { type StudioAction, type StudioRouletteBet, studioAction } from "@croupier/contract";
import type { GameAction, RouletteBet } from "@croupier/games";
import { AppError } from "../errors/app-error.ts";

// A play's action arrives as JSON and leaves as the engine's GameAction with bigint amounts. The
// contract's studioAction checks only the shape; the engine checks the rules (limits, steps, legal
// roulette positions) and refuses with a GameRuleError.

/** The engine's action for a request's (or a stored) action; 422 on `action.*` when malformed. */
export function parseAction(json: unknown): GameAction {
  const result = studioAction.safeParse(json);
  if (!result.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = ["action", ...issue.path.map(String)].join(".");
      fields[field] = [...(fields[field] ?? []), issue.message];
    }
    throw new AppError("validation_failed", undefined, { fields });
  }
  return toGameAction(result.data);
}

function toGameAction(action: StudioAction): GameAction {
  switch (action.type) {
    case "spin":
    case "bonus_buy":
      return { type: action.type, bet: BigInt(action.bet) };
    case "free_spin":
      return { type: "free_spin" };
    case "roll":
      return { type: "roll", bet: BigInt(action.bet), direction: action.direction, target: action.target };
    case "place_bets":
      return { type: "place_bets", bets: action.bets.map(toRouletteBet) };
  }
}

function toRouletteBet(bet: StudioRouletteBet): RouletteBet {
  if ("numbers" in bet) return { kind: bet.kind, numbers: bet.numbers, amount: BigInt(bet.amount) };
  if ("index" in bet) return { kind: bet.kind, index: bet.index, amount: BigInt(bet.amount) };
  return { kind: bet.kind, amount: BigInt(bet.amount) };
}
