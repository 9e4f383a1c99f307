// @vitest-environment happy-dom
import type { UserLimit } from "@croupier/contract/schemas/limits";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { LimitsBody } from "./limits-body.tsx";
import { openLimitsFrom } from "./limits-return.ts";

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

afterEach(() => vi.unstubAllGlobals());

const PLAYER = {
  id: 7,
  email: "player@example.com",
  currency: "EUR",
  accounts: [{ currency: "EUR", amount_cents: 0 }],
};
const CURRENCIES = [{ code: "EUR", symbol: "€", fiat: true }];

function depositLimit(overrides: Partial<UserLimit> = {}): UserLimit {
  return {
    id: 3,
    type: "deposit",
    period: "day",
    status: "active",
    strategy: "rolling",
    disable_at: null,
    confirm_until: null,
    created_at: "2026-11-27T06:00:00Z",
    accounts: [
      {
        currency: "EUR",
        amount_cents: 5000,
        current_value_amount_cents: 1200,
        active_until: "2026-11-28T06:00:00Z",
        remaining_amount_cents: 3800,
        resets_at: "2026-11-28T06:00:00Z",
        binding: true,
      },
    ],
    minutes: null,
    current_minutes: null,
    resets_at: null,
    pending: null,
    ...overrides,
  };
}

function renderLimits() {
  renderPage(() => <LimitsBody flag="limits" close={vi.fn()} />, {
    path: "/?limits=modal",
    shell: { player: PLAYER as never, currencies: CURRENCIES },
  });
}

describe("the limits modal", () => {
  it("opens on the deposit limit and shows the use against it with when it resets", async () => {
    stubApi({ "GET /api/user_limits": () => Response.json([depositLimit()]) });
    renderLimits();
    const types = await screen.findByRole("group", { name: "Limit type" });
    const radios = within(types).getAllByRole("radio");
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual([
      "Deposit limit",
      "Loss limit",
      "Wager limit",
      "Session time limit",
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    const day = await screen.findByRole("region", { name: "24 hours" });
    expect(within(day).getByText(/^€12\.00 of €50\.00 used, resets at /)).toBeTruthy();
    expect((within(day).getByLabelText("Amount per 24 hours (EUR)") as HTMLInputElement).value).toBe("50");
    expect(screen.getByRole("region", { name: "7 days" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "One month" })).toBeTruthy();
    expect(screen.getByText(/A lower limit applies at once\. A higher limit, or removing one/)).toBeTruthy();
  });

  it("with several deposit limits, the one that allows the least says it applies", async () => {
    const week = depositLimit({
      id: 5,
      period: "week",
      accounts: [{ ...depositLimit().accounts[0], amount_cents: 3000, binding: true } as UserLimit["accounts"][number]],
    });
    const day = depositLimit({
      accounts: [{ ...depositLimit().accounts[0], binding: false } as UserLimit["accounts"][number]],
    });
    stubApi({ "GET /api/user_limits": () => Response.json([day, week]) });
    renderLimits();
    const binding = "Of your limits of this kind, this one allows the least: it applies now.";
    const weekRow = await screen.findByRole("region", { name: "7 days" });
    expect(within(weekRow).getByText(binding)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "24 hours" })).queryByText(binding)).toBeNull();
  });

  it("sets a limit and shows the platform's field error under the box", async () => {
    const posted: unknown[] = [];
    let answer = () => Response.json({ errors: { amount: ["must be greater than 0"] } }, { status: 422 });
    stubApi({
      "GET /api/user_limits": () => Response.json([]),
      "POST /api/user_limits": () => answer(),
    });
    const fetch = globalThis.fetch as ReturnType<typeof vi.fn>;
    renderLimits();
    const user = userEvent.setup();
    const week = await screen.findByRole("region", { name: "7 days" });
    const box = within(week).getByLabelText("Amount per 7 days (EUR)");
    await user.type(box, "0");
    await user.click(within(week).getByRole("button", { name: "Set limit" }));
    await waitFor(() => expect(describedText(box)).toBe("must be greater than 0"));
    expect(box.getAttribute("aria-invalid")).toBe("true");

    answer = () => Response.json([depositLimit({ id: 4, period: "week" })]);
    await user.clear(box);
    await user.type(box, "50");
    await user.click(within(week).getByRole("button", { name: "Set limit" }));
    expect(await within(week).findByText("Saved. The limit applies now.")).toBeTruthy();
    expect(within(week).getByText(/^€12\.00 of €50\.00 used/)).toBeTruthy();
    for (const [, init] of fetch.mock.calls) if (init?.method === "POST") posted.push(JSON.parse(String(init.body)));
    expect(posted.at(-1)).toEqual({
      user_limit: { type: "deposit", period: "week", accounts: [{ currency: "EUR", amount: "50" }] },
    });
  });

  it("shows a pending increase with its cooling-off end, and confirms it once confirmable", async () => {
    const pending = {
      kind: "increase" as const,
      accounts: [{ currency: "EUR", amount_cents: 10000 }],
      minutes: null,
      requested_at: "2026-11-26T06:00:00Z",
      applies_at: "2026-11-27T06:00:00Z",
      confirmable: true,
      token: "tok-1",
    };
    const fetch = stubApi({
      "GET /api/user_limits": () => Response.json([depositLimit({ pending })]),
      "POST /api/user_limits/confirm": () =>
        Response.json([
          depositLimit({
            accounts: [{ ...depositLimit().accounts[0], amount_cents: 10000 } as UserLimit["accounts"][number]],
          }),
        ]),
    });
    renderLimits();
    const day = await screen.findByRole("region", { name: "24 hours" });
    expect(
      within(day).getByText(/^Increase to €100\.00 asked for: the current limit applies until you confirm it, from /),
    ).toBeTruthy();
    await userEvent.setup().click(within(day).getByRole("button", { name: "Confirm increase" }));
    expect(await within(day).findByText("Confirmed. The change applies now.")).toBeTruthy();
    expect(within(day).getByText(/^€12\.00 of €100\.00 used/)).toBeTruthy();
    const confirm = fetch.mock.calls.find(([input]) => String(input).includes("/confirm"));
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ token: "tok-1" });
  });

  it("Remove asks for the removal, which waits for its cooling-off while the limit still applies", async () => {
    const removal = {
      kind: "removal" as const,
      accounts: [],
      minutes: null,
      requested_at: "2026-11-27T06:00:00Z",
      applies_at: "2026-11-28T06:00:00Z",
      confirmable: false,
      token: "tok-2",
    };
    stubApi({
      "GET /api/user_limits": () => Response.json([depositLimit()]),
      "DELETE /api/user_limits/3": () =>
        Response.json([depositLimit({ status: "pending_removal", disable_at: removal.applies_at, pending: removal })]),
    });
    renderLimits();
    const day = await screen.findByRole("region", { name: "24 hours" });
    await userEvent.setup().click(within(day).getByRole("button", { name: "Remove" }));
    expect(
      await within(day).findByText("The limit stays until its cooling-off ends; then confirm its removal here."),
    ).toBeTruthy();
    expect(
      within(day).getByText(/^Removal asked for: the limit still applies\. You can confirm the removal from /),
    ).toBeTruthy();
    // Not yet confirmable: no Confirm button, and no second Remove.
    expect(within(day).queryByRole("button", { name: "Confirm removal" })).toBeNull();
    expect(within(day).queryByRole("button", { name: "Remove" })).toBeNull();
    expect(within(day).getByText(/^€12\.00 of €50\.00 used/)).toBeTruthy();
  });

  it("opened from the deposit, leads back to it", async () => {
    stubApi({ "GET /api/user_limits": () => Response.json([]) });
    // The previous test's modal goes first (closing a limits modal forgets where it came from).
    cleanup();
    openLimitsFrom("fiat-deposit");
    renderPage(
      () => (
        <>
          <LimitsBody flag="limits" close={vi.fn()} />
          <Search />
        </>
      ),
      { path: "/?limits=modal", shell: { player: PLAYER as never, currencies: CURRENCIES } },
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Back to the deposit" }));
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?fiat-deposit=modal"));
  });

  it("a session limit takes minutes", async () => {
    stubApi({ "GET /api/user_limits": () => Response.json([]) });
    renderLimits();
    await userEvent.setup().click(await screen.findByRole("radio", { name: "Session time limit" }));
    const day = await screen.findByRole("region", { name: "24 hours" });
    expect(within(day).getByLabelText("Minutes per 24 hours")).toBeTruthy();
  });
});
