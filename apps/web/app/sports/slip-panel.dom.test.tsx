// @vitest-environment happy-dom
import type { BookMarket } from "@croupier/contract/schemas/sportsbook-book";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { MarketPrices } from "./market-view.tsx";
import { OddsFormatProvider } from "./odds-preference.tsx";
import { SlipPanel } from "./slip-panel.tsx";
import { slip } from "./slip-store.ts";

const MARKET: BookMarket = {
  id: 20,
  event_id: 2,
  type: "moneyline",
  name: "Match winner",
  line: null,
  status: "open",
  main: true,
  position: 0,
  selections: [
    {
      id: 201,
      market_id: 20,
      name: "A. Varga",
      price: "1.57",
      price_fraction: "157/100",
      active: true,
      result: null,
      dead_heat_factor: null,
    },
    {
      id: 202,
      market_id: 20,
      name: "M. Lindqvist",
      price: "2.40",
      price_fraction: "12/5",
      active: true,
      result: null,
      dead_heat_factor: null,
    },
  ],
};

beforeEach(() => slip.reset());
afterEach(() => slip.reset());

describe("the slip panel", () => {
  it("shows the empty slip with the balance, then the full slip from the first pick", async () => {
    renderPage(() => (
      <OddsFormatProvider initial="decimal">
        <MarketPrices market={MARKET} event={{ id: 2, name: "A. Varga v M. Lindqvist", bettable: true }} />
        <SlipPanel player={{ id: 1, currency: "EUR", balanceCents: 4250 }} locale="en" currencies={[]} rules={null} />
      </OddsFormatProvider>
    ));
    expect(await screen.findByText(/Pick a price to add it to your slip/)).toBeTruthy();
    expect(screen.getByText("Balance €42.50")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "M. Lindqvist at 2.40" }));
    expect(await screen.findByLabelText("Stake on M. Lindqvist")).toBeTruthy();
    expect(screen.getByText("Balance €42.50")).toBeTruthy();
  });
});
