// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { heldAnswer, stubApi } from "../test/stub-api.ts";
import { takeContinueAfterWelcome } from "../welcome/welcome-seen.ts";
import { SignUpBody } from "./sign-up-body.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CURRENCIES = [
  { code: "EUR", symbol: "€", fiat: true, subunits_to_unit: 100, play_money: false },
  { code: "BTC", symbol: "₿", fiat: false, subunits_to_unit: 100_000_000, play_money: false },
];

function renderSignUp(answers: Parameters<typeof stubApi>[0] = {}) {
  const fetch = stubApi({ "GET /api/info/currencies": () => Response.json(CURRENCIES), ...answers });
  renderPage(() => <SignUpBody flag="sign-up" close={vi.fn()} />, { path: "/?sign-up=modal" });
  return fetch;
}

const sentSignUps = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET").toUpperCase() === "POST");

describe("the sign-up form", () => {
  it("flags the e-mail, the password and the age confirmation when sent empty", async () => {
    const fetch = renderSignUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create account" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(email)).toBe("must be completed");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    const age = screen.getByRole("checkbox", { name: /18/ });
    expect(age.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(age)).not.toBe("");
    expect(sentSignUps(fetch)).toHaveLength(0);
  });

  it("offers the platform's currencies and keeps the button busy while the account is created", async () => {
    const held = heldAnswer();
    const fetch = renderSignUp({ "POST /api/users": held.answer });
    const user = userEvent.setup();
    const currency = await screen.findByLabelText("Currency");
    await waitFor(() => expect(screen.getByRole("option", { name: /EUR/ })).toBeTruthy());
    await user.type(screen.getByLabelText("Email"), "new.player@example.com");
    await user.type(screen.getByLabelText("Password"), "Correct-horse-7-battery");
    await user.selectOptions(currency, "EUR");
    await user.click(screen.getByRole("checkbox", { name: /18/ }));
    const button = screen.getByRole("button", { name: "Create account" }) as HTMLButtonElement;
    await user.click(button);

    await waitFor(() => expect(sentSignUps(fetch)).toHaveLength(1));
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    held.deliver(Response.json({ error: "Oops", errors: {} }, { status: 500 }));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it("after sign-up selects the prefilled currency, shows the welcome, then its deposit modal by the fiat flag and stores the registration bonus", async () => {
    localStorage.setItem("registrationPrefillCurrency", JSON.stringify({ code: "BTC", fiat: false }));
    localStorage.setItem("registrationPrefillBonusId", "75");
    const fetch = stubApi({
      "GET /api/info/currencies": () => Response.json(CURRENCIES),
      "POST /api/users": () => Response.json({ id: 5, email: "new.player@example.com" }, { status: 201 }),
      "POST /api/player/accounts": () => Response.json({ currency: "BTC", amount_cents: 0, active: true }),
    });
    function Search() {
      return <p data-testid="search">{useLocation().search}</p>;
    }
    renderPage(
      () => (
        <>
          <SignUpBody flag="sign-up" close={vi.fn()} />
          <Search />
        </>
      ),
      { path: "/?sign-up=modal" },
    );
    const user = userEvent.setup();
    const currency = await screen.findByLabelText("Currency");
    await waitFor(() => expect((currency as HTMLSelectElement).value).toBe("BTC"));
    // The player picks another currency: the prefilled one is still the one selected after sign-up.
    await user.selectOptions(currency, "EUR");
    await user.type(screen.getByLabelText("Email"), "new.player@example.com");
    await user.type(screen.getByLabelText("Password"), "Correct-horse-7-battery");
    await user.click(screen.getByRole("checkbox", { name: /18/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    // The welcome (responsible-gambling tools) comes first; its Continue leads on to the deposit.
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?welcome=modal"));
    expect(takeContinueAfterWelcome()).toBe("crypto-deposit");
    const added = fetch.mock.calls.find(([input]) => String(input).includes("/api/player/accounts"));
    expect(String(added?.[0])).toContain("currency=BTC");
    // 75 is stored as the registration bonus (never applied: see signed-in-bonuses.tsx).
    expect(localStorage.getItem("registrationBonusId")).toBe("75");
    expect(localStorage.getItem("registrationPrefillCurrency")).toBeNull();
  });
});
