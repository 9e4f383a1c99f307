// @vitest-environment happy-dom
import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../realtime/notification-store.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { BonusesView } from "./bonuses-view.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR" };
const TERMS = {
  wager_multiplier: 40,
  max_bet_cents: 200,
  contributions: [
    { category: "default", percent: 0 },
    { category: "slots", percent: 100 },
    { category: "roulette", percent: 20 },
  ],
  valid_days: 7,
};

function bonus(change: Partial<PlayerBonus>): PlayerBonus {
  return {
    id: 11,
    title: "€5 sign-up bonus, no deposit needed",
    type: "registration",
    strategy: "registration",
    currency: "EUR",
    amount_cents: 500,
    balance_cents: 0,
    amount_wager_requirement_cents: 0,
    amount_wager_cents: 0,
    stage: "issued",
    activatable: true,
    activatable_until: "2099-01-01T12:00:00.000Z",
    valid_until: "2099-01-01T12:00:00.000Z",
    cancelable: true,
    created_at: "2030-01-01T00:00:00.000Z",
    terms: TERMS,
    ...change,
  };
}

const ACTIVE = bonus({
  stage: "active",
  activatable: false,
  balance_cents: 500,
  amount_wager_requirement_cents: 20_000,
  valid_until: "2099-01-08T12:00:00.000Z",
});

function show(list: PlayerBonus[]) {
  return renderPage(() => <BonusesView locale="en" playerId={PLAYER.id} initial={list} />, {
    shell: { player: PLAYER as never },
  });
}

describe("the player's bonuses", () => {
  it("shows an issued bonus's terms before activation, and activates it", async () => {
    const fetch = stubApi({
      "GET /api/player/freespins": () => Response.json({ error: "Not found" }, { status: 404 }),
      "POST /api/player/bonuses/11/activation": () => Response.json(ACTIVE),
      "GET /api/player/accounts": () => Response.json([]),
    });
    show([bonus({})]);
    const card = await screen.findByRole("article", { name: "€5 sign-up bonus, no deposit needed" });
    expect(within(card).getByText("Ready to activate")).toBeTruthy();
    // Terms before activation: the multiplier with its sum, the maximum bet, the games, the deadlines.
    expect(within(card).getByText("40× the bonus (€200.00)")).toBeTruthy();
    expect(within(card).getByText("€2.00")).toBeTruthy();
    const games = within(card)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(games).toEqual(["Slots 100%", "Roulette 20%", "Other games 0%"]);
    expect(within(card).getByText("Activate by")).toBeTruthy();
    expect(within(card).getByText("7 days from activation")).toBeTruthy();
    expect(within(card).queryByRole("progressbar")).toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Activate" }));
    const bar = await within(card).findByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(within(card).getByText("Active")).toBeTruthy();
    expect(within(card).getByText("€0.00 of €200.00 wagered")).toBeTruthy();
    expect(within(card).getByText("Wager by")).toBeTruthy();
    expect(await screen.findByText("Bonus activated: wagering has started.")).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/player/bonuses/11/activation"))).toBe(true);
  });

  it("follows the wagering live: a bonus event reads the list again", async () => {
    let wagered = 5_000;
    stubApi({
      "GET /api/player/bonuses": () =>
        Response.json([{ ...ACTIVE, stage: "handle_bets", amount_wager_cents: wagered, balance_cents: 380 }]),
    });
    show([ACTIVE]);
    const card = await screen.findByRole("article");
    expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    notifications.publish("bonuses_changes", { id: 11, stage: "handle_bets" });
    await waitFor(() => expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25"));
    expect(within(card).getByText("€50.00 of €200.00 wagered")).toBeTruthy();
    expect(within(card).getByText("Wagering")).toBeTruthy();
    expect(within(card).getByText("€3.80")).toBeTruthy();
    wagered = 20_000;
    notifications.publish("balance", { currency: "EUR", amount_cents: 900 });
    await waitFor(() => expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100"));
  });

  it("asks before a forfeit, saying what the player keeps and loses", async () => {
    stubApi({
      "GET /api/player/bonuses/11/cancel_info": () =>
        Response.json({
          id: 11,
          total_withdrawal_amount: "20.00",
          current_balance: "24.50",
          cash_balance: "20.00",
          bonus_balance: "4.50",
          bonus_winnings: "0.00",
        }),
      "DELETE /api/player/bonuses/11": () => Response.json({ ...ACTIVE, stage: "canceled", cancelable: false }),
      "GET /api/player/accounts": () => Response.json([]),
    });
    show([ACTIVE]);
    const card = await screen.findByRole("article");
    await userEvent.click(within(card).getByRole("button", { name: "Forfeit" }));
    const dialog = await screen.findByRole("dialog", { name: "Forfeit this bonus?" });
    expect(await within(dialog).findByText("€4.50")).toBeTruthy();
    expect(within(dialog).getAllByText("€20.00").length).toBe(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Forfeit bonus" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(card).getByText("Forfeited")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Forfeit" })).toBeNull();
  });

  it("shows the server's refusal of a forfeit in the dialog", async () => {
    stubApi({
      "DELETE /api/player/bonuses/11": () =>
        Response.json({ error: "This bonus can no longer be forfeited." }, { status: 409 }),
    });
    show([bonus({})]);
    await userEvent.click(await screen.findByRole("button", { name: "Forfeit" }));
    const dialog = await screen.findByRole("dialog", { name: "Forfeit this bonus?" });
    expect(within(dialog).getByText(/The offer is given up/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Forfeit bonus" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This bonus can no longer be forfeited.");
  });

  it("puts a refused coupon's words under the field, and toasts a redeemed one", async () => {
    let refuse = true;
    stubApi({
      "POST /api/bonuses/coupon": () =>
        refuse
          ? Response.json({ errors: { coupon_code: ["This coupon has already been used"] } }, { status: 422 })
          : Response.json({ status: "issued" }),
      "GET /api/player/bonuses": () => Response.json([bonus({ id: 12, title: "€10 coupon bonus" })]),
    });
    show([]);
    expect(await screen.findByText(/You have no bonuses yet/)).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "Coupon code" });
    await userEvent.type(field, "USED1");
    await userEvent.click(screen.getByRole("button", { name: "Redeem" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This coupon has already been used")).toBeTruthy();
    refuse = false;
    await userEvent.clear(field);
    await userEvent.type(field, "FREE10");
    await userEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Coupon redeemed: your bonus is ready to activate.")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "€10 coupon bonus" })).toBeTruthy();
  });
});
