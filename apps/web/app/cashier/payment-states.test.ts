import { describe, expect, it } from "vitest";
import { canCancel, isPendingWithdrawal, stateTone } from "./payment-states.ts";

describe("payment states", () => {
  it("counts waiting withdrawals as pending, never deposits", () => {
    expect(isPendingWithdrawal({ action: "cashout", state: "pending" })).toBe(true);
    expect(isPendingWithdrawal({ action: "cashout", state: "processing" })).toBe(true);
    expect(isPendingWithdrawal({ action: "cashout", state: "recalled" })).toBe(false);
    expect(isPendingWithdrawal({ action: "deposit", state: "pending" })).toBe(false);
  });

  it("offers Cancel only for a recallable pending withdrawal under a licence that allows it", () => {
    expect(canCancel({ state: "pending", recallable: true }, true)).toBe(true);
    expect(canCancel({ state: "pending", recallable: true }, false)).toBe(false);
    expect(canCancel({ state: "processing", recallable: true }, true)).toBe(false);
    expect(canCancel({ state: "pending", recallable: false }, true)).toBe(false);
  });

  it("gives each state a tone", () => {
    expect(stateTone("succeeded")).toBe("success");
    expect(stateTone("pending")).toBe("warning");
    expect(stateTone("declined")).toBe("danger");
    expect(stateTone("recalled")).toBe("neutral");
  });
});
