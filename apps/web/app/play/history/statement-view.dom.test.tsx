// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render-page.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { HistoryTabs } from "./history-tabs.tsx";
import { FilteredRounds, RoundFilterForm } from "./round-filters.tsx";
import type { HistoryTab } from "./statement-filters.ts";
import { StatementView } from "./statement-view.tsx";

const PLAYER = { id: 7, email: "p@example.com", currency: "EUR", accounts: [] };
const CURRENCIES = [
  { code: "EUR", symbol: "€", fiat: true, subunits_to_unit: 100 },
  { code: "USD", symbol: "$", fiat: true, subunits_to_unit: 100 },
];

const DEPOSIT = {
  id: "41.3",
  created_at: "2026-11-20T10:00:00.000Z",
  kind: "deposit",
  wallet: "cash",
  amount_cents: 10_000,
  currency: "EUR",
  balance_after_cents: 12_500,
  reference: {
    payment_id: 9,
    bonus_id: null,
    provider: null,
    round: null,
    transaction: null,
    game: null,
    game_title: null,
    source: null,
  },
};

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderStatement(path: string) {
  return renderPage(
    () => (
      <>
        <StatementView />
        <Search />
      </>
    ),
    { path, shell: { player: PLAYER as never, currencies: CURRENCIES as never } },
  );
}

function statementApi(statement: () => Response) {
  return stubApi({
    "GET /api/player/statement": statement,
    "GET /api/player/net_deposits": () =>
      Response.json({
        since: "2026-10-01T09:00:00.000Z",
        until: "2026-11-27T00:00:00.000Z",
        currencies: [{ currency: "EUR", deposits_cents: 10_000, withdrawals_cents: 3_000, net_cents: 7_000 }],
      }),
  });
}

const statementCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/player/statement");

afterEach(() => vi.unstubAllGlobals());

describe("the account statement", () => {
  it("loads the filters of the address, shows the movements, the export link and net deposits", async () => {
    const fetch = statementApi(() => Response.json({ lines: [DEPOSIT], next_cursor: "41.3", per_page: 25 }));
    renderStatement("/?tab=statement&from=2026-11-01&kind=deposit&currency=EUR");
    const table = await screen.findByRole("table");
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Deposit")).toBeTruthy();
    expect(within(row).getByText("+€100.00")).toBeTruthy();
    expect(within(row).getByText("Payment #9")).toBeTruthy();
    const sent = statementCalls(fetch)[0];
    expect(sent?.searchParams.get("from")).toBe("2026-11-01");
    expect(sent?.searchParams.get("kind")).toBe("deposit");
    expect(sent?.searchParams.get("currency")).toBe("EUR");
    expect((screen.getByLabelText("Type") as HTMLSelectElement).value).toBe("deposit");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-01");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/player/statement.csv?from=2026-11-01&currency=EUR&kind=deposit",
    );
    expect(screen.getByRole("link", { name: "Older movements" }).getAttribute("href")).toBe(
      "/?tab=statement&from=2026-11-01&currency=EUR&kind=deposit&cursor=41.3",
    );
    expect(await screen.findByText(/since you registered on October 1, 2026, up to now/)).toBeTruthy();
    expect(screen.getByText("+€70.00")).toBeTruthy();
  });

  it("applies the filters the player picks: the address and the call follow", async () => {
    const fetch = statementApi(() => Response.json({ lines: [], next_cursor: null, per_page: 25 }));
    renderStatement("/?tab=statement");
    expect(await screen.findByText("No movements match these filters.")).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Type"), "Bet");
    await user.selectOptions(screen.getByLabelText("Currency"), "USD");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(screen.getByTestId("search").textContent).toContain("kind=bet"));
    expect(screen.getByTestId("search").textContent).toContain("currency=USD");
    await waitFor(() => expect(statementCalls(fetch).at(-1)?.searchParams.get("kind")).toBe("bet"));
    expect(statementCalls(fetch).at(-1)?.searchParams.get("currency")).toBe("USD");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/player/statement.csv?currency=USD&kind=bet",
    );
  });

  it("shows the platform's field error beside the filter it refused", async () => {
    statementApi(() =>
      Response.json(
        { errors: { to: ["is invalid"] } },
        { status: 422, headers: { "content-type": "application/json" } },
      ),
    );
    renderStatement("/?tab=statement&from=2026-11-10&to=2026-11-01");
    const to = (await screen.findByLabelText("To")) as HTMLInputElement;
    await waitFor(() => expect(to.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(to.getAttribute("aria-describedby") ?? "")?.textContent).toBe("is invalid");
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("the history tabs", () => {
  function Tabs() {
    const [tab, setTab] = useState<HistoryTab>("games");
    return (
      <HistoryTabs
        selected={tab}
        label="Account history"
        labels={{ games: "Games", statement: "Statement" }}
        onSelect={setTab}
      >
        <p>{tab} panel</p>
      </HistoryTabs>
    );
  }

  it("moves between tabs with the arrow keys, Home and End, one tab stop", async () => {
    renderPage(() => <Tabs />);
    const games = await screen.findByRole("tab", { name: "Games" });
    const statement = screen.getByRole("tab", { name: "Statement" });
    expect(games.getAttribute("aria-selected")).toBe("true");
    expect(statement.getAttribute("tabindex")).toBe("-1");
    // One tab stop: the selected tab. (Focused directly: what else on the test page takes a tab
    // stop first is not this test's concern.)
    expect(games.getAttribute("tabindex")).toBe("0");
    const user = userEvent.setup();
    act(() => games.focus());
    expect(document.activeElement).toBe(games);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(statement);
    expect(statement.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Statement" }).textContent).toBe("statement panel");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(games);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(statement);
    await user.keyboard("{Home}");
    expect(games.getAttribute("aria-selected")).toBe("true");
  });
});

describe("the filtered rounds", () => {
  it("sends the address's game, currency and days, shows the closed rounds and the older page", async () => {
    const fetch = stubApi({
      "GET /api/player/game_history": () =>
        Response.json({
          rounds: [
            {
              id: 12,
              provider: "croupier-studio",
              round: "r-12",
              game: "croupier-studio/pebble-dice",
              title: "Pebble Dice",
              currency: "EUR",
              started_at: "2026-11-20T10:00:00.000Z",
              finished_at: "2026-11-20T10:00:01.000Z",
              total_bet_cents: 150,
              total_win_cents: 0,
              net_cents: -150,
            },
          ],
          next_cursor: "12.0",
          per_page: 25,
        }),
    });
    renderPage(
      () => (
        <>
          <RoundFilterForm games={new Map([["croupier-studio/pebble-dice", "Pebble Dice"]])} />
          <FilteredRounds unfinished={[]} />
        </>
      ),
      {
        path: "/?tab=games&game=croupier-studio%2Fpebble-dice&currency=EUR&from=2026-11-01",
        shell: { player: PLAYER as never, currencies: CURRENCIES as never },
      },
    );
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Pebble Dice")).toBeTruthy();
    expect(within(table).getByText("−€1.50")).toBeTruthy();
    const sent = fetch.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .find((url) => url.pathname === "/api/player/game_history");
    expect(sent?.searchParams.get("game")).toBe("croupier-studio/pebble-dice");
    expect(sent?.searchParams.get("currency")).toBe("EUR");
    expect(sent?.searchParams.get("from")).toBe("2026-11-01");
    expect((screen.getByLabelText("Game") as HTMLSelectElement).value).toBe("croupier-studio/pebble-dice");
    expect(screen.getByRole("link", { name: "Older rounds" }).getAttribute("href")).toContain("cursor=12.0");
  });
});
