// @vitest-environment happy-dom
import type { Payment } from "@croupier/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { PendingWithdrawals } from "./pending-withdrawals.tsx";

const PENDING: Payment = {
  id: 41,
  amount_cents: 2_000,
  currency: "EUR",
  action: "cashout",
  payment_system: "skrill",
  system_name: "Skrill",
  brand: "skrill",
  state: "pending",
  success: false,
  recallable: true,
  created_at: "2026-11-22T12:00:00Z",
  finished_at: null,
};

function renderPending(recallAllowed: boolean) {
  renderPage(() => <PendingWithdrawals payments={[PENDING]} recallAllowed={recallAllowed} />, {
    path: "/withdraw",
    shell: { currencies: [{ code: "EUR", symbol: "€", fiat: true, subunits_to_unit: 100 }] },
  });
}

// The operator's `withdrawal_recall_allowed` (UK RTS 14B: false): the Cancel button shows only when allowed.
describe("pending withdrawals and the withdrawal recall setting", () => {
  it("offers Cancel where the operator allows recall", async () => {
    renderPending(true);
    expect(await screen.findByRole("button", { name: /cancel/i })).toBeTruthy();
  });

  it("hides Cancel and says why where recall is not allowed", async () => {
    renderPending(false);
    expect(await screen.findByText(/cannot be cancelled once it is made/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /cancel/i })).toBeNull();
  });
});
