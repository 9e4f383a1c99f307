// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SportsbookAlertsPage } from "./sportsbook-alerts.tsx";

// The alerts and debts page in a simulated document (fetch answered here), for a compliance
// operator: a player-debt alert with its amount, acknowledged with a note; the debts with a link
// to the player's 360; a reconciliation the platform refuses (no bet list connected) says why.

vi.mock("@refinedev/core", () => ({
  useGetIdentity: () => ({ data: { id: 3, permissions: ["sportsbook.read", "sportsbook.reconcile", "players.read"] } }),
}));

const alert = {
  id: 41,
  vendor: "betby",
  kind: "player_debt",
  player_id: 77,
  bet_id: 9,
  detail: { shortfall: "1250", currency: "EUR" },
  created_at: "2026-11-27T10:00:00.000Z",
  acknowledged: null,
};

function answer(path: string, init?: RequestInit): { status: number; body: unknown } {
  if (path.startsWith("/api/operator/sportsbook/alerts?")) {
    return { status: 200, body: { data: [alert], pagination: { page: 1, per_page: 100, total_count: 1 } } };
  }
  if (path === "/api/operator/sportsbook/alerts/41/acknowledge") {
    const note = JSON.parse(String(init?.body)).note ?? null;
    return {
      status: 200,
      body: { ...alert, acknowledged: { at: "2026-11-27T11:00:00.000Z", operator_id: 3, note } },
    };
  }
  if (path === "/api/operator/sportsbook/debts") {
    return { status: 200, body: { data: [{ player_id: 77, currency: "EUR", owed_cents: "1250" }] } };
  }
  if (path === "/api/operator/sportsbook/reconciliations") {
    return { status: 409, body: { error: "No bet list is connected for betby" } };
  }
  return { status: 200, body: [{ code: "EUR", subunits_to_unit: 100, play_money: false }] };
}

describe("SportsbookAlertsPage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("acknowledges an alert with a note, links a debt to the player, and says why a reconciliation is refused", async () => {
    if (!("fonts" in document))
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    const calls: { path: string; init?: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      const { status, body } = answer(path, init);
      return new Response(JSON.stringify(body), { status });
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SportsbookAlertsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );

    const alerts = await screen.findByRole("table", { name: "Alerts" });
    const row = within(alerts).getByRole("row", { name: /Player debt/ });
    expect(within(row).getByText("shortfall: 12.50 EUR")).toBeTruthy();
    // Only the alerts still to look at, by default.
    expect(calls.some((call) => call.path.includes("acknowledged=false"))).toBe(true);

    const debts = await screen.findByRole("table", { name: "Player debts" });
    const player = within(debts).getByRole("link", { name: "Player #77" });
    expect(player.getAttribute("href")).toBe("/players/77");
    expect(within(debts).getByText("12.50 EUR")).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: "Acknowledge alert #41" }));
    const dialog = await screen.findByRole("dialog", { name: "Acknowledge: Player debt" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Note" }), {
      target: { value: "Player contacted; repays on next deposit" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Acknowledge" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("The alert (Player debt) is acknowledged."),
    );
    const sent = calls.find((call) => call.path === "/api/operator/sportsbook/alerts/41/acknowledge");
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ note: "Player contacted; repays on next deposit" });

    fireEvent.click(screen.getByRole("button", { name: "Run reconciliation" }));
    const reconcile = await screen.findByRole("dialog", { name: "Reconcile with the vendor" });
    fireEvent.click(within(reconcile).getByRole("button", { name: "Run reconciliation" }));
    expect((await within(reconcile).findByRole("alert")).textContent).toBe("No bet list is connected for betby");
    const run = calls.find((call) => call.path === "/api/operator/sportsbook/reconciliations");
    const body = JSON.parse(String(run?.init?.body));
    expect(body.vendor).toBe("betby");
    expect(new Date(body.until).getTime() - new Date(body.since).getTime()).toBe(24 * 3_600_000);
  });
});
