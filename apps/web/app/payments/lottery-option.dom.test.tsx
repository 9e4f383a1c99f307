// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lottery, status } from "../lottery/lottery-fixtures.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { readDepositBuffer, updateDepositBuffer } from "./deposit-buffer.ts";
import { LotteryOption } from "./lottery-option.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  updateDepositBuffer({ lotteryId: null });
});

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR" };

function account(currency: string, id: number, selected: number | null) {
  return {
    id,
    currency,
    amount_cents: 0,
    selected_lottery_id: selected,
    active: currency === "EUR",
    deposit_available: true,
    hidden_at: null,
  };
}

/** The platform's answers, with the PATCH bodies it received and whether it refuses them. */
function platform(options: { lotteries?: unknown[]; refuse?: boolean } = {}) {
  const bodies: unknown[] = [];
  let selected: number | null = null;
  const fetch = stubApi({
    "GET /api/lotteries/player": () => Response.json([status(5, ["000041"]), status(9, [], { title: "Dollar draw" })]),
    "GET /api/lotteries": () =>
      Response.json(options.lotteries ?? [lottery(), lottery({ id: 9, currency: "USD", title: "Dollar draw" })]),
    "GET /api/player/accounts": () => Response.json([account("EUR", 21, selected), account("USD", 22, null)]),
  });
  const base = fetch.getMockImplementation();
  fetch.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "PATCH" && url.includes("/api/player/accounts/21/select_lottery")) {
      const body = JSON.parse(String(init.body)) as { lottery_id: number | null };
      bodies.push(body);
      if (options.refuse) return Response.json({ errors: { lottery_id: ["is not open"] } }, { status: 422 });
      selected = body.lottery_id;
      return Response.json(account("EUR", 21, selected));
    }
    return base ? base(input, init) : Response.json({}, { status: 404 });
  });
  return { bodies };
}

function show(currency = "EUR") {
  return renderPage(() => <LotteryOption locale="en" currency={currency} />, { shell: { player: PLAYER as never } });
}

describe("the deposit dialog's lottery toggle", () => {
  it("switches the lottery of the deposit's currency on and off, and keeps the pick", async () => {
    const { bodies } = platform();
    show();
    const toggle = await screen.findByRole("switch", { name: "Lottery" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Spring prize draw. You hold 1 ticket.")).toBeTruthy();

    await userEvent.click(toggle);
    expect(await screen.findByText("Participation successfully confirmed")).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(readDepositBuffer().lotteryId).toBe(5);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(readDepositBuffer().lotteryId).toBeNull();
    expect(bodies).toEqual([{ lottery_id: 5 }, { lottery_id: null }]);
  });

  it("says the participation can't be confirmed when the platform refuses, and stays off", async () => {
    platform({ refuse: true });
    show();
    const toggle = await screen.findByRole("switch", { name: "Lottery" });
    await userEvent.click(toggle);
    expect(await screen.findByText("Participation can't be confirmed")).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(readDepositBuffer().lotteryId).toBeNull();
  });

  it("offers the lottery of the other currency when the deposit is in it", async () => {
    platform({ lotteries: [lottery(), lottery({ id: 9, currency: "USD", title: "Dollar draw" })] });
    show("USD");
    expect(await screen.findByText("Dollar draw. This deposit earns tickets for the draw.")).toBeTruthy();
  });

  it("is not shown when no lottery sells tickets in the deposit's currency", async () => {
    const fetch = stubApi({
      "GET /api/lotteries/player": () => Response.json([status(5, [])]),
      "GET /api/lotteries": () => Response.json([lottery({ status: "drawn" })]),
      "GET /api/player/accounts": () => Response.json([account("EUR", 21, null)]),
    });
    show();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole("switch")).toBeNull();
  });
});
