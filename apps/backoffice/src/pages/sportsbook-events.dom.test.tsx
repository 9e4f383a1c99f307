// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayWindow, SportsbookEventsPage } from "./sportsbook-events.tsx";

// The traders' events list in a simulated document (fetch answered here): the sport and the day
// chosen go to the API as filters (sport_id, and the day's start window from/to), so the pages and
// their count are of the events filtered, not of one page filtered in the browser.

vi.mock("@refinedev/core", () => ({
  useGetIdentity: () => ({ data: { id: 3, permissions: ["sportsbook.read"] } }),
}));

const sports = [
  { id: 1, name: "Football", slug: "football", active: true, position: 0, competitions: [] },
  { id: 2, name: "Handball", slug: "handball", active: true, position: 1, competitions: [] },
];

const event = {
  id: 7,
  sport: { id: 2, name: "Handball", slug: "handball" },
  competition: { id: 5, name: "Fjord League", slug: "fjord-league" },
  name: "Bergvik v Nordhavn",
  home: "Bergvik",
  away: "Nordhavn",
  start_at: "2026-12-01T18:00:00.000Z",
  status: "scheduled",
  bettable: true,
  market_count: 1,
  demo_draw: null,
  open_bets: 2,
  unsettled_markets: 1,
};

describe("SportsbookEventsPage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks the API for the sport and the day chosen", async () => {
    if (!("fonts" in document))
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    const asked: URLSearchParams[] = [];
    vi.stubGlobal("fetch", async (path: string) => {
      if (path === "/api/operator/sportsbook/sports") return new Response(JSON.stringify(sports), { status: 200 });
      const search = new URL(path, "http://test").searchParams;
      asked.push(search);
      const data = search.get("sport_id") === "1" ? [] : [event];
      return new Response(JSON.stringify({ data, pagination: { page: 1, per_page: 50, total_count: data.length } }), {
        status: 200,
      });
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SportsbookEventsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const table = await screen.findByRole("table", { name: "Events and markets" });
    await within(table).findByRole("link", { name: "Bergvik v Nordhavn" });
    expect(asked[0]?.has("sport_id")).toBe(false);

    fireEvent.change(screen.getByLabelText("Starts on"), { target: { value: "2026-12-01" } });
    const window = dayWindow("2026-12-01");
    await waitFor(() => expect(asked.at(-1)?.get("from")).toBe(window.from));
    expect(asked.at(-1)?.get("to")).toBe(window.to);
    // A day is 24 hours of the operator's calendar.
    expect(new Date(window.to).getTime() - new Date(window.from).getTime()).toBe(86_400_000);

    fireEvent.click(screen.getByLabelText("Sport", { selector: "input" }));
    fireEvent.click(await screen.findByRole("option", { name: "Football" }));
    await waitFor(() => expect(asked.at(-1)?.get("sport_id")).toBe("1"));
    expect(asked.at(-1)?.get("from")).toBe(window.from);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Bergvik v Nordhavn" })).toBeNull());
  });
});
