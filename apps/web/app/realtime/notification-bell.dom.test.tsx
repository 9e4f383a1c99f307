// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { notifications } from "./notification-store.ts";

const SHELL = { currencies: [{ code: "EUR", symbol: "€", fiat: true }] };

function Page() {
  const { search } = useLocation();
  return (
    <>
      <NotificationBell player={{ id: 42 }} />
      <p data-testid="search">{search}</p>
      <p>Outside</p>
    </>
  );
}

const deposit = (success: boolean) => ({
  id: 9,
  amount_cents: 5000,
  currency: "EUR",
  action: "deposit",
  payment_system: "creditcard",
  recallable: false,
  finished_at: "2026-05-01T10:01:00Z",
  created_at: "2026-05-01T10:00:00Z",
  success,
});

async function renderBell() {
  renderPage(Page, { shell: SHELL });
  return screen.findByRole("button", { name: "Notifications" });
}

beforeEach(() => {
  // A fresh list owned by the player the bell renders for (its effect then finds it owned).
  sessionStorage.clear();
  notifications.setOwner(null);
  notifications.setOwner("42");
  // No realtime server here: the settings call answers 401 and the bell works from the store.
  stubApi({ "GET /api/player/settings": () => Response.json({ error: "Sign in" }, { status: 401 }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("notification bell", () => {
  it("counts live events in its name, announces them and lists a payment's result", async () => {
    const user = userEvent.setup();
    await renderBell();
    act(() => notifications.publish("payments_changes", deposit(true)));
    const bell = await screen.findByRole("button", { name: "Notifications: 1 new" });
    await waitFor(() => expect(screen.getByText(/Deposit €50\.00\. Successful · Credit card/)).toBeTruthy());
    await user.click(bell);
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const item = screen.getByRole("button", { name: /Deposit €50\.00/ });
    expect(item.textContent).toContain("Successful · Credit card");
  });

  it("starts open when the shell's stand-in bell was opened before this one loaded", async () => {
    renderPage(() => <NotificationBell player={{ id: 42 }} initiallyOpen />, { shell: SHELL });
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("No notifications yet.").closest("[hidden]")).toBeNull();
  });

  it("shows a failed payment as failed, and removes an item when it is clicked", async () => {
    const user = userEvent.setup();
    const bell = await renderBell();
    act(() => notifications.publish("payments_changes", deposit(false)));
    await user.click(bell);
    const item = await screen.findByRole("button", { name: /Deposit €50\.00.*Failed/ });
    await user.click(item);
    expect(await screen.findByText("No notifications yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("opens the VIP modal from a level item and the free-spin offer, with its countdown, from a free-spin item", async () => {
    const user = userEvent.setup();
    const bell = await renderBell();
    const until = new Date(Date.now() + 3_600_500).toISOString();
    act(() => {
      notifications.publish("comps_award", { title: "Pro" });
      notifications.publish("freespins_changes", {
        data: {
          id: 3,
          title: "Welcome spins",
          stage: "issued",
          games: ["a/b"],
          freespins_total: 20,
          activatable_until: until,
        },
      });
    });
    await user.click(bell);
    const spins = screen.getByRole("button", { name: /Welcome spins/ });
    expect(spins.textContent).toContain("20 free spins");
    const timer = screen.getByRole("timer");
    const first = timer.textContent;
    expect(first).toMatch(/^Activate within 01:00:0\d$/);
    // The countdown moves on every second while the list is open.
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    await user.click(spins);
    expect(screen.getByTestId("search").textContent).toBe("?free-spins=modal");
    await user.click(screen.getByRole("button", { name: "Notifications: 1 new" }));
    await user.click(screen.getByRole("button", { name: /New VIP level.*You reached Pro/ }));
    expect(screen.getByTestId("search").textContent).toBe("?player-status=modal");
  });

  it("says a settled sports bet's result once (its resettlement replaces it) and leads to the settled bets", async () => {
    const user = userEvent.setup();
    const bell = await renderBell();
    const bet = (status: string, returnCents: number) => ({
      event: status === "won" ? "settled" : "resettled",
      bet: {
        id: 77,
        status,
        currency: "EUR",
        stake_cents: 1000,
        return_cents: returnCents,
        legs: [{ event_name: "Harbour City v Ironvale United" }, { event_name: "Kestrel Town v Marlow Rovers" }],
      },
    });
    act(() => {
      // A placement is the slip's own news: no item.
      notifications.publish("sportsbook_bets", { event: "placed", bets: [bet("open", 0).bet] });
      notifications.publish("sportsbook_bets", bet("won", 2730));
    });
    await screen.findByRole("button", { name: "Notifications: 1 new" });
    act(() => notifications.publish("sportsbook_bets", bet("lost", 0)));
    await user.click(bell);
    expect(screen.getAllByRole("button", { name: /Harbour City/ })).toHaveLength(1);
    const item = screen.getByRole("button", { name: /Harbour City v Ironvale United \+1/ });
    expect(item.textContent).toContain("Bet lost");
    await user.click(item);
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?status=settled"));
    expect(screen.getByRole("button", { name: "Notifications" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("is driven by the keyboard: arrows through the list, Escape back to the bell; an outside press closes it", async () => {
    const user = userEvent.setup();
    const bell = await renderBell();
    act(() => {
      notifications.publish("bonuses_changes", { id: 1, title: "Double deposit", stage: "issued" });
      notifications.publish("payments_changes", deposit(true));
    });
    bell.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Deposit €50.00"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toContain("Double deposit");
    expect(document.activeElement?.textContent).toContain("Ready to activate");
    await user.keyboard("{Escape}");
    expect(bell.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(bell);
    await user.click(bell);
    await user.click(screen.getByText("Outside"));
    expect(bell.getAttribute("aria-expanded")).toBe("false");
  });
});
