// @vitest-environment happy-dom
import type { CompPoints, CompPointsMoneyRate, StatusGroup } from "@croupier/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { ExchangeForm } from "./exchange-form.tsx";
import { PlayerStatusBody } from "./player-status-body.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { id: 1, email: "player@example.com", currency: "EUR" };

const level = (index: number, name: string, min: number, max: number | null): StatusGroup => ({
  id: `level_${index}`,
  name,
  status: true,
  writable: false,
  conditions: [{ persistent_comp_points: { type: "range", min, max, exclude_end: true } }],
  league: index < 2 ? "rookie" : index < 4 ? "premier" : "high",
  cashback_percent: index * 2,
  withdrawal_limit_eur: 5000,
  benefits: ["status_points", "birthday_gift"],
  level_up_points: index * 50,
});

const LEVELS = [
  level(0, "Begin", 0, 100),
  level(1, "Newbie", 100, 500),
  level(2, "Pro", 500, 1500),
  level(3, "Legend", 1500, 5000),
  level(4, "Hero", 5000, 15000),
  level(5, "Chosen One", 15000, null),
];

const POINTS: CompPoints = { chargeable: { points: 420 }, persistent: { points: 800 }, level: "level_2" };

describe("the VIP level modal", () => {
  it("shows the player's level, progress and the next level", async () => {
    stubApi({
      "GET /api/info/statuses": () => Response.json(LEVELS),
      "GET /api/player/comp_points": () => Response.json(POINTS),
    });
    renderPage(() => <PlayerStatusBody flag="player-status" close={() => undefined} />, {
      shell: { player: PLAYER as never },
    });
    expect(await screen.findByRole("heading", { name: "Your level: Pro" })).toBeTruthy();
    // (800 − 500) / (1500 − 500) = 30 %.
    const bar = screen.getByRole("progressbar", { name: "Progress to the next level" });
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    expect(screen.getByText("700 CP to Legend")).toBeTruthy();
    expect(screen.getAllByText("Premier league")[0]?.className).toBe("vip-status__league");
    expect(screen.getByText("420 CP")).toBeTruthy();
  });

  it("says the top level is reached on Chosen One", async () => {
    stubApi({
      "GET /api/info/statuses": () => Response.json(LEVELS),
      "GET /api/player/comp_points": () =>
        Response.json({ chargeable: { points: 0 }, persistent: { points: 16000 }, level: "level_5" }),
    });
    renderPage(() => <PlayerStatusBody flag="player-status" close={() => undefined} />, {
      shell: { player: PLAYER as never },
    });
    expect(await screen.findByText("You have reached the top level")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  it("asks a visitor to sign in and still lists the levels", async () => {
    stubApi({ "GET /api/info/statuses": () => Response.json(LEVELS) });
    renderPage(() => <PlayerStatusBody flag="player-status" close={() => undefined} />);
    expect(await screen.findByText(/Sign in to see your VIP level/)).toBeTruthy();
    expect(screen.getByText("Chosen One")).toBeTruthy();
  });
});

describe("the exchange form", () => {
  const RATES: CompPointsMoneyRate[] = [
    { group: "level_2", title: "Pro", wager: 2000, rates: [{ points: 100, currency: "EUR", amount_cents: 125 }] },
  ];

  it("shows the server's field error on the points field and sends nothing else", async () => {
    const fetch = stubApi({
      "POST /api/comp_points/exchange/money": () =>
        Response.json({ errors: { points: ["you have only 420 points"] } }, { status: 422 }),
    });
    const user = userEvent.setup();
    renderPage(() => <ExchangeForm points={POINTS} rates={RATES} currency="EUR" onExchanged={() => undefined} />, {
      shell: { player: PLAYER as never },
    });
    expect(await screen.findByText("Your rate: 100 CP = €1.25")).toBeTruthy();
    await user.type(screen.getByLabelText("Points to exchange"), "999");
    await user.click(screen.getByRole("button", { name: "Exchange" }));
    const field = screen.getByLabelText("Points to exchange");
    await waitFor(() => expect(describedText(field)).toContain("you have only 420 points"));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const [, init] = fetch.mock.calls.find(([, options]) => options?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ exchange: { points: "999", currency: "EUR", group: "level_2" } });
  });

  it("reports the exchange and hands back the points left", async () => {
    stubApi({
      "POST /api/comp_points/exchange/money": () =>
        Response.json({
          chargeable: { points: 220 },
          persistent: { points: 800 },
          level: "level_2",
          exchanged: { points: 200, currency: "EUR", amount_cents: 250 },
        }),
    });
    const exchanged = vi.fn();
    const user = userEvent.setup();
    renderPage(() => <ExchangeForm points={POINTS} rates={RATES} currency="EUR" onExchanged={exchanged} />, {
      shell: { player: PLAYER as never },
    });
    await user.type(await screen.findByLabelText("Points to exchange"), "200");
    await user.click(screen.getByRole("button", { name: "Exchange" }));
    expect(await screen.findByText("200 CP exchanged for €2.50.")).toBeTruthy();
    expect(exchanged).toHaveBeenCalledWith({
      chargeable: { points: 220 },
      persistent: { points: 800 },
      level: "level_2",
    });
  });
});
