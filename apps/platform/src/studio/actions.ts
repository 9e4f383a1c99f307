import type { GameAction, RouletteBet } from "@croupier/games";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";

// A play's action arrives as JSON (numbers, or digit strings as stored) and leaves as the engine's
// GameAction with bigint amounts. Only the shape is checked here; the engine checks the rules
// (limits, steps, legal roulette positions) and refuses with a GameRuleError.

const amount = z.union([
  z.number().int("whole minor units").min(0).max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .max(16, { error: "whole minor units", abort: true })
    .regex(/^\d{1,16}$/, "whole minor units"),
]);
const INSIDE = ["straight", "split", "street", "trio", "corner", "first_four", "six_line"] as const;
const OUTSIDE = ["dozen", "column"] as const;
const EVEN_MONEY = ["red", "black", "odd", "even", "low", "high"] as const;

const rouletteBet = z.discriminatedUnion("kind", [
  z.object({ kind: z.enum(INSIDE), numbers: z.array(z.number().int()).min(1).max(6), amount }),
  z.object({ kind: z.enum(OUTSIDE), index: z.number().int(), amount }),
  z.object({ kind: z.enum(EVEN_MONEY), amount }),
]);

const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("spin"), bet: amount }),
  z.object({ type: z.literal("bonus_buy"), bet: amount }),
  z.object({ type: z.literal("free_spin") }),
  z.object({ type: z.literal("place_bets"), bets: z.array(rouletteBet).min(1).max(200) }),
  z.object({
    type: z.literal("roll"),
    bet: amount,
    direction: z.enum(["under", "over"]),
    target: z.number().int().min(0).max(9_999),
  }),
]);

type ParsedAction = z.infer<typeof actionSchema>;

/** The engine's action for a request's (or a stored) action; 422 on `action.*` when malformed. */
export function parseAction(json: unknown): GameAction {
  const result = actionSchema.safeParse(json);
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

function toGameAction(action: ParsedAction): GameAction {
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

function toRouletteBet(bet: z.infer<typeof rouletteBet>): RouletteBet {
  if ("numbers" in bet) return { kind: bet.kind, numbers: bet.numbers, amount: BigInt(bet.amount) };
  if ("index" in bet) return { kind: bet.kind, index: bet.index, amount: BigInt(bet.amount) };
  return { kind: bet.kind, amount: BigInt(bet.amount) };
}
