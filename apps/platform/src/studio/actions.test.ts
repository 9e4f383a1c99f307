import type { StudioAction } from "@croupier/contract";
import type { ApiJson, GameAction } from "@croupier/games";
import { describe, expect, expectTypeOf, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { parseAction } from "./actions.ts";

describe("parseAction", () => {
  it("accepts every action the engine knows, as the contract writes it", () => {
    // The site sends the contract's StudioAction; the engine's actions in JSON must all fit it.
    expectTypeOf<ApiJson<GameAction>>().toExtend<StudioAction>();
    expect(parseAction({ type: "spin", bet: 100 })).toEqual({ type: "spin", bet: 100n });
    expect(parseAction({ type: "roll", bet: "250", direction: "over", target: 5000 })).toEqual({
      type: "roll",
      bet: 250n,
      direction: "over",
      target: 5000,
    });
    expect(parseAction({ type: "place_bets", bets: [{ kind: "dozen", index: 1, amount: 10 }] })).toEqual({
      type: "place_bets",
      bets: [{ kind: "dozen", index: 1, amount: 10n }],
    });
  });

  it("refuses a malformed action field by field under action.*", () => {
    let thrown: unknown;
    try {
      parseAction({ type: "spin", bet: 1.5 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).fields).toEqual({ "action.bet": expect.any(Array) });
  });
});
