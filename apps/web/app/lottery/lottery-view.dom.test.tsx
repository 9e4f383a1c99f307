// @vitest-environment happy-dom
import { createHash } from "node:crypto";
import { i18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCatalogue } from "../i18n/catalogs.ts";
import { untilIntervalStarts } from "../test/fake-clock.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { lottery, prize, status } from "./lottery-fixtures.ts";
import { LotteryView } from "./lottery-view.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR" };
const NOW = Date.parse("2030-03-07T18:56:56.000Z");

const SEED = "lottery-seed-42";
const DRAWN = lottery({
  id: 4,
  title: "Winter prize draw",
  status: "drawn",
  in_progress: false,
  draw_at: "2030-02-28T20:00:00.000Z",
  finished_at: "2030-02-28T20:00:05.000Z",
  prizes: [
    prize(1, { money_award_cents: 50_000, nickname: "Alexandrina", ticket: "000017" }),
    prize(2, { money_award_cents: 10_000, nickname: "Maximilian", ticket: "000003" }),
  ],
  fairness: {
    server_seed_hash: createHash("sha256").update(SEED).digest("hex"),
    server_seed: SEED,
    client_seed: "cd".repeat(32),
    tickets_count: 31,
  },
});

function show(options: { signedIn: boolean; statuses?: ReturnType<typeof status>[]; lotteries?: unknown[] }) {
  const lotteries = (options.lotteries ?? [lottery(), DRAWN]) as Parameters<typeof LotteryView>[0]["lotteries"];
  return renderPage(
    () => (
      <LotteryView lotteries={lotteries} statuses={options.statuses ?? []} signedIn={options.signedIn} locale="en" />
    ),
    { shell: options.signedIn ? { player: PLAYER as never } : {} },
  );
}

describe("the lottery page", () => {
  it("counts down to the draw every second", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
    show({ signedIn: false });
    const timer = await screen.findByRole("timer");
    // 2030-03-08T20:00 is 1 day, 1 h, 3 min and 4 s after NOW.
    expect(timer.textContent).toBe("Draw in 1 day 01:03:04");
    // The clock's interval starts in an effect after the first paint: advance only once it runs.
    await untilIntervalStarts();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).toBe("Draw in 1 day 01:03:03");
  });

  it("counts down to the start of sales before tickets are sold, and says when the draw is due", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
    show({ signedIn: false, lotteries: [lottery({ status: "new", start_at: "2030-03-07T19:00:00.000Z" })] });
    expect((await screen.findByRole("timer")).textContent).toBe("Tickets on sale in 00:03:04");
    vi.setSystemTime(Date.parse("2030-03-08T20:00:01.000Z"));
    show({ signedIn: false, lotteries: [lottery()] });
    expect(await screen.findByText("The draw is being made.")).toBeTruthy();
  });

  it("tells how deposits earn tickets, and lists the prizes by place", async () => {
    show({ signedIn: false, lotteries: [lottery({ max_tickets_count_to_player: 50 })] });
    const card = await screen.findByRole("article", { name: "Spring prize draw" });
    const scale = within(card).getByRole("region", { name: "How to earn tickets" });
    expect(
      within(scale)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["From €20: one ticket per €20", "From €100: one ticket per €10"]);
    expect(within(scale).getByText("At most 50 tickets per player.")).toBeTruthy();
    const prizes = within(card).getByRole("region", { name: "Prizes" });
    expect(
      within(prizes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Place 1: €500", "2Place 2: €100 bonus (wager ×10)", "3Place 3: 50 free spins"]);
    expect(within(card).getByText(/Prize pool/).textContent).toBe("Prize pool €1,000");
  });

  it("shows a player's tickets with the Deposit button and where to switch the lottery on", async () => {
    show({ signedIn: true, statuses: [status(5, ["000041", "000007"])] });
    const mine = await screen.findByRole("region", { name: "Your tickets" });
    expect(within(mine).getByText("You hold 2 tickets in this draw.")).toBeTruthy();
    expect(
      within(mine)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["000007", "000041"]);
    const deposit = within(mine).getByRole("link", { name: "Deposit" });
    expect(deposit.getAttribute("href")).toContain("fiat-deposit=modal");
    expect(within(mine).getByText(/Switch the lottery on in the deposit dialog/)).toBeTruthy();
  });

  it("asks a visitor to sign up instead", async () => {
    show({ signedIn: false });
    const card = await screen.findByRole("article", { name: "Spring prize draw" });
    expect(within(card).queryByRole("region", { name: "Your tickets" })).toBeNull();
    expect(within(card).getByRole("link", { name: "Sign up" }).getAttribute("href")).toContain("sign-up=modal");
  });

  it("shows past draws' winners by the name rule, and checks the revealed seed against its hash", async () => {
    const won = status(4, ["000017"]);
    show({
      signedIn: true,
      statuses: [{ ...won, tickets: won.tickets.map((ticket) => ({ ...ticket, award_place: 1 })) }],
    });
    const draw = await screen.findByRole("article", { name: "Winter prize draw" });
    const rows = within(draw).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["1", "Alexand…", "€500", "000017"],
      ["2", "Maximilian", "€100", "000003"],
    ]);
    expect(within(draw).getByText("Your tickets in this draw:")).toBeTruthy();
    expect(within(draw).getByRole("listitem").textContent).toBe("000017 · place 1");
    await userEvent.click(within(draw).getByText("Verify this draw"));
    expect(await within(draw).findByText(SEED)).toBeTruthy();
    expect(within(draw).getByText("31")).toBeTruthy();
    await userEvent.click(within(draw).getByRole("button", { name: "Check the seed's fingerprint" }));
    expect(
      await within(draw).findByText("✓ The revealed seed's SHA-256 matches the fingerprint published before the draw."),
    ).toBeTruthy();

    // The platform recomputes the winners from the public inputs.
    stubApi({
      "GET /api/lotteries/4/verify": () =>
        Response.json({
          lottery_id: 4,
          server_seed: SEED,
          server_seed_hash: DRAWN.fairness.server_seed_hash,
          server_seed_matches: true,
          client_seed: DRAWN.fairness.client_seed,
          tickets: Array.from({ length: 31 }, (_, index) => `${String(index + 1).padStart(6, "0")}:7`),
          client_seed_matches: true,
          places: 2,
          winners: [
            { place: 1, ticket: "000017" },
            { place: 2, ticket: "000003" },
          ],
          matches_draw: true,
        }),
    });
    await userEvent.click(within(draw).getByRole("button", { name: "Recompute the winners" }));
    const results = await within(draw).findAllByRole("listitem");
    expect(results.slice(-3).map((item) => item.textContent)).toEqual([
      "✓ The server seed matches its published hash.",
      "✓ The client seed is the SHA-256 of the list of 31 tickets.",
      "✓ Recomputed winning tickets (place: ticket): 1: 000017, 2: 000003. They are the ones shown above.",
    ]);
  });

  it("says so when a draw had no tickets, and when no lottery is open", async () => {
    show({
      signedIn: false,
      lotteries: [{ ...DRAWN, prizes: DRAWN.prizes.map((item) => ({ ...item, ticket: null })) }],
    });
    expect(await screen.findByText("No tickets took part in this draw, so no prizes were won.")).toBeTruthy();
    expect(screen.getByText(/There is no lottery open right now/)).toBeTruthy();
  });

  it("speaks only through the request's own Lingui instance, as the server renders it", async () => {
    // The server renders each request with its own instance and never activates the global one.
    const own = setupI18n({ locale: "en", messages: { en: await loadCatalogue("en", "lottery") } });
    vi.spyOn(i18n, "_").mockImplementation(() => {
      throw new Error("the global Lingui instance was used");
    });
    cleanup();
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ locale: "en", player: PLAYER, currencies: [], missingFields: [] }),
        HydrateFallback: () => null,
        Component: () => (
          <LotteryView
            lotteries={[lottery({ max_tickets_count_to_player: 50 }), DRAWN]}
            statuses={[status(5, ["000041", "000007"])]}
            signedIn
            locale="en"
          />
        ),
      },
    ]);
    render(
      <I18nProvider i18n={own}>
        <Stub />
      </I18nProvider>,
    );
    expect(await screen.findByText("You hold 2 tickets in this draw.")).toBeTruthy();
    expect(screen.getByText("At most 50 tickets per player.")).toBeTruthy();
    expect(screen.getByText("50 free spins")).toBeTruthy();
  });
});
