// @vitest-environment happy-dom
import type { BookBet, BookMarket, BookRules } from "@croupier/contract/schemas/sportsbook-book";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { BetSlip } from "./bet-slip.tsx";
import { MarketPrices } from "./market-view.tsx";
import { OddsFormatProvider, OddsFormatSelect } from "./odds-preference.tsx";
import { slip } from "./slip-store.ts";

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR" };
const RULES: BookRules["currencies"][number] = {
  currency: "EUR",
  min_stake_cents: 10,
  max_stake_cents: 100_000,
  max_event_stake_cents: 200_000,
  max_payout_cents: 50_000_000,
};

function market(id: number, eventId: number, name: string, prices: Array<[number, string, string]>): BookMarket {
  return {
    id,
    event_id: eventId,
    type: "match_result",
    name,
    line: null,
    status: "open",
    main: true,
    position: 0,
    selections: prices.map(([selectionId, selectionName, price]) => ({
      id: selectionId,
      market_id: id,
      name: selectionName,
      price,
      price_fraction: "",
      active: true,
      result: null,
      dead_heat_factor: null,
    })),
  };
}

const NORTH = { id: 1, name: "Northport v Eastfield", bettable: true };
const SOUTH = { id: 2, name: "Southbay v Westmoor", bettable: true };
const NORTH_RESULT = market(10, 1, "Match result", [
  [101, "Northport", "2.10"],
  [102, "Draw", "3.40"],
  [103, "Eastfield", "3.50"],
]);
const NORTH_GOALS = market(11, 1, "Total goals 2.5", [
  [111, "Over 2.5", "1.91"],
  [112, "Under 2.5", "1.91"],
]);
const SOUTH_RESULT = market(20, 2, "Match result", [
  [201, "Southbay", "2.50"],
  [202, "Draw", "3.20"],
  [203, "Westmoor", "2.80"],
]);

function page(signedIn = true) {
  return renderPage(
    () => (
      <OddsFormatProvider initial="decimal">
        <OddsFormatSelect />
        <MarketPrices market={NORTH_RESULT} event={NORTH} />
        <MarketPrices market={NORTH_GOALS} event={NORTH} />
        <MarketPrices market={SOUTH_RESULT} event={SOUTH} />
        <BetSlip
          player={signedIn ? { id: PLAYER.id, currency: "EUR", balanceCents: 10_000 } : null}
          locale="en"
          currencies={[]}
          rules={RULES}
        />
      </OddsFormatProvider>
    ),
    { shell: signedIn ? { player: PLAYER as never } : {} },
  );
}

function placedBet(overrides: Partial<BookBet> = {}): BookBet {
  return {
    id: 9001,
    type: "accumulator",
    status: "open",
    currency: "EUR",
    stake_cents: 500,
    total_price: "4.78",
    total_price_fraction: "",
    potential_return_cents: 2388,
    max_payout_applied: false,
    return_cents: null,
    placed_at: "2026-11-27T18:00:00Z",
    settled_at: null,
    legs: [
      {
        selection_id: 111,
        selection_name: "Over 2.5",
        market_id: 11,
        market_name: "Total goals 2.5",
        event_id: 1,
        event_name: NORTH.name,
        start_at: "2026-11-28T15:00:00Z",
        price: "1.91",
        price_fraction: "191/100",
        result: null,
        dead_heat_factor: null,
      },
      {
        selection_id: 201,
        selection_name: "Southbay",
        market_id: 20,
        market_name: "Match result",
        event_id: 2,
        event_name: SOUTH.name,
        start_at: "2026-11-28T17:30:00Z",
        price: "2.50",
        price_fraction: "5/2",
        result: null,
        dead_heat_factor: null,
      },
    ],
    ...overrides,
  };
}

const user = () => userEvent.setup();
const pick = (name: RegExp) => screen.getByRole("button", { name });

beforeEach(() => slip.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  slip.reset();
});

describe("the bet slip", () => {
  it("refuses to combine two picks of one event and says why, but keeps them as singles", async () => {
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Northport at 2.10" }));
    await u.click(pick(/^Over 2\.5 at/));
    await u.click(pick(/^Southbay at/));
    const slipRegion = screen.getByRole("complementary", { name: /Bet slip/ });
    expect(within(slipRegion).getByText(/These picks cannot be combined/)).toBeTruthy();
    expect(within(slipRegion).queryByLabelText("Stake on the accumulator")).toBeNull();
    expect(
      within(slipRegion).getByText(
        "Not in the accumulator: Northport and Over 2.5 are from the same event, so their results depend on each other.",
      ),
    ).toBeTruthy();
    // Every pick keeps its single's stake field.
    expect(within(slipRegion).getAllByLabelText(/^Stake on (Northport|Over 2\.5|Southbay)$/)).toHaveLength(3);

    await u.click(within(slipRegion).getByRole("button", { name: "Remove Northport from the slip" }));
    expect(within(slipRegion).getByLabelText("Stake on the accumulator")).toBeTruthy();
    // 1.91 × 2.50 = 4.775, shown exactly.
    expect(within(slipRegion).getByRole("region", { name: "Accumulator" }).textContent).toContain("4.775");
    expect(pick(/^Northport at/).getAttribute("aria-pressed")).toBe("false");
    expect(pick(/^Southbay at/).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows each bet's potential return exactly, rounded down, in the player's odds format", async () => {
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Over 2.5 at 1.91" }));
    await u.click(pick(/^Southbay at/));
    await u.type(screen.getByLabelText("Stake on Over 2.5"), "10.01");
    // 10.01 × 1.91 = 19.1191 → €19.11
    await waitFor(() => expect(screen.getByText("€19.11")).toBeTruthy());
    await u.type(screen.getByLabelText("Stake on the accumulator"), "5");
    // 5 × 1.91 × 2.50 = 23.875 → €23.87
    expect(screen.getByText("€23.87")).toBeTruthy();
    expect(screen.getByText("Total stake: €15.01")).toBeTruthy();

    await u.selectOptions(screen.getByLabelText("Odds"), "fractional");
    expect(pick(/^Southbay at 3\/2$/)).toBeTruthy();
    expect(pick(/^Over 2\.5 at 91\/100$/)).toBeTruthy();
    await u.selectOptions(screen.getByLabelText("Odds"), "american");
    expect(pick(/^Southbay at \+150$/)).toBeTruthy();
    expect(pick(/^Over 2\.5 at -110$/)).toBeTruthy();
  });

  it("marks a stake that is not an amount under its field and places nothing", async () => {
    const fetch = stubApi({});
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Southbay at 2.50" }));
    await u.type(screen.getByLabelText("Stake on Southbay"), "1.234");
    await u.click(screen.getByRole("button", { name: "Review bets" }));
    const field = screen.getByLabelText("Stake on Southbay");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a stake such as 5 or 2.50.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks before taking a changed price, then places the accumulator and shows its receipt", async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    stubApi({
      "POST /api/sportsbook/bets": async () => {
        attempt += 1;
        return attempt === 1
          ? Response.json({ errors: { "bets.0.selections.1.price": ["The price has changed."] } }, { status: 422 })
          : Response.json(
              {
                idempotency_key: "k",
                currency: "EUR",
                bets: [placedBet({ total_price: "4.68", potential_return_cents: 2340 })],
                balance_cents: 9500,
                price_changes_accepted: false,
              },
              { status: 201 },
            );
      },
      "GET /api/sportsbook/selections": () =>
        Response.json([
          { id: 111, price: "1.91", bettable: true },
          { id: 201, price: "2.45", bettable: true },
        ]),
      "GET /api/player/accounts": () => Response.json([{ currency: "EUR", amount_cents: 9500, active: true }]),
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Over 2.5 at 1.91" }));
    await u.click(pick(/^Southbay at/));
    await u.type(screen.getByLabelText("Stake on the accumulator"), "5");
    await u.click(screen.getByRole("button", { name: "Review bets" }));

    // The receipt before placing: the bet, its legs and prices, stake and potential return.
    expect(screen.getByRole("heading", { name: "Check your bets" })).toBeTruthy();
    expect(screen.getByText("Accumulator (2 legs)")).toBeTruthy();
    expect(screen.getByText("€23.87")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Place bets" }));

    const alert = await screen.findByText(/Prices have changed since you picked them/);
    expect(alert.closest("[role=alert]")?.textContent).toContain("Southbay: 2.50 → 2.45");
    // Nothing is placed until the player accepts the new price.
    await u.click(screen.getByRole("button", { name: "Accept new prices" }));
    await u.click(screen.getByRole("button", { name: "Review bets" }));
    // 5 × 1.91 × 2.45 = 23.3975 → €23.39
    expect(screen.getByText("€23.39")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Place bets" }));

    expect(await screen.findByText("Bets placed. Good luck!")).toBeTruthy();
    const receipt = screen.getByRole("article", { name: "Bet 9001" });
    expect(receipt.textContent).toContain("Over 2.5");
    expect(receipt.textContent).toContain("€23.40");
    expect(screen.getByText("Balance after these bets: €95.00")).toBeTruthy();

    for (const [input, init] of fetchMock.mock.calls) {
      if (String(input).includes("/api/sportsbook/bets")) sent.push(JSON.parse(String(init?.body)));
    }
    expect(sent).toHaveLength(2);
    const [first, second] = sent as Array<{ idempotency_key: string; accept_price_changes: string; bets: unknown }>;
    expect(first?.accept_price_changes).toBe("none");
    expect(second?.bets).toEqual([
      {
        stake_cents: 500,
        selections: [
          { selection_id: 111, price: "1.91" },
          { selection_id: 201, price: "2.45" },
        ],
      },
    ]);
    // A new offer is a new slip: it does not reuse the refused one's key.
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });

  it("sends the player's price-change choice", async () => {
    const fetch = stubApi({
      "POST /api/sportsbook/bets": () =>
        Response.json(
          {
            idempotency_key: "k",
            currency: "EUR",
            bets: [placedBet({ type: "single", legs: placedBet().legs.slice(1) })],
            balance_cents: 100,
            price_changes_accepted: true,
          },
          { status: 201 },
        ),
    });
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Southbay at 2.50" }));
    await u.type(screen.getByLabelText("Stake on Southbay"), "2");
    await u.click(screen.getByRole("radio", { name: "Accept higher prices" }));
    await u.click(screen.getByRole("button", { name: "Review bets" }));
    expect(screen.getByText("A higher price is accepted; a lower one will be offered to you again.")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Place bets" }));
    expect(await screen.findByText(/your price-change choice accepted them/)).toBeTruthy();
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body.accept_price_changes).toBe("higher");
  });

  it("shows the platform's refusal of a self-excluded player and keeps the slip", async () => {
    stubApi({
      "POST /api/sportsbook/bets": () =>
        Response.json({ error: "You are self-excluded until 1 March 2027." }, { status: 403 }),
    });
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Southbay at 2.50" }));
    await u.type(screen.getByLabelText("Stake on Southbay"), "2");
    await u.click(screen.getByRole("button", { name: "Review bets" }));
    await u.click(screen.getByRole("button", { name: "Place bets" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You are self-excluded until 1 March 2027.");
    expect(screen.getByLabelText("Stake on Southbay")).toBeTruthy();
    expect(screen.queryByText("Bets placed. Good luck!")).toBeNull();
  });

  it("offers a deposit when the balance does not cover the stakes", async () => {
    stubApi({
      "POST /api/sportsbook/bets": () => Response.json({ error: "Insufficient funds." }, { status: 402 }),
    });
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Southbay at 2.50" }));
    await u.type(screen.getByLabelText("Stake on Southbay"), "2");
    await u.click(screen.getByRole("button", { name: "Review bets" }));
    await u.click(screen.getByRole("button", { name: "Place bets" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Insufficient funds.");
    expect(within(alert).getByRole("link", { name: "Deposit" })).toBeTruthy();
  });

  it("puts a stake refusal under its own field", async () => {
    stubApi({
      "POST /api/sportsbook/bets": () =>
        Response.json(
          { errors: { "bets.0.stake_cents": ["The largest stake on this selection is €50.00."] } },
          { status: 422 },
        ),
    });
    page();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Southbay at 2.50" }));
    await u.type(screen.getByLabelText("Stake on Southbay"), "80");
    await u.click(screen.getByRole("button", { name: "Review bets" }));
    await u.click(screen.getByRole("button", { name: "Place bets" }));
    const field = await screen.findByLabelText("Stake on Southbay");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("The largest stake on this selection is €50.00.")).toBeTruthy();
  });

  it("asks a visitor to sign in instead of placing", async () => {
    page(false);
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Southbay at 2.50" }));
    expect(screen.getByRole("link", { name: "Sign in to bet" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review bets" })).toBeNull();
  });
});
