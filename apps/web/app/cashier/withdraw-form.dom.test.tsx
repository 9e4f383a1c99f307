// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { heldAnswer, stubApi } from "../test/stub-api.ts";
import { WithdrawForm } from "./withdraw-form.tsx";
import { ACCOUNT, SKRILL, SKRILL_FIELDS } from "./withdraw-test-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWithdraw(answers: Parameters<typeof stubApi>[0] = {}) {
  const fetch = stubApi({ "GET /api/payments/methods/skrill/fields": () => Response.json(SKRILL_FIELDS), ...answers });
  renderPage(() => <WithdrawForm account={ACCOUNT} methods={[SKRILL]} methodsError={null} />, {
    path: "/withdraw",
    shell: { currencies: [{ code: "EUR", symbol: "€", fiat: true, subunits_to_unit: 100 }] },
  });
  return fetch;
}

describe("the withdrawal form", () => {
  it("asks for the amount and the method's fields when sent empty", async () => {
    const fetch = renderWithdraw();
    const user = userEvent.setup();
    const email = await screen.findByLabelText("E-mail");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));

    const amount = screen.getByLabelText("Amount, EUR");
    await waitFor(() => expect(amount.getAttribute("aria-invalid")).toBe("true"));
    // The limits hint stays, and the error is read with it.
    expect(describedText(amount)).toMatch(/From .*10.* to .*1,000/);
    expect(describedText(amount)).toMatch(/^Amount must be a number/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("refuses more than can be cashed out", async () => {
    renderWithdraw();
    const user = userEvent.setup();
    await screen.findByLabelText("E-mail");
    const amount = screen.getByLabelText("Amount, EUR");
    await user.type(amount, "500");
    await user.tab();
    await waitFor(() => expect(amount.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(amount)).not.toMatch(/must be a number/);
  });

  it("sends the request once, busy until the platform answers", async () => {
    const held = heldAnswer();
    const fetch = renderWithdraw({ "POST /api/payments/withdrawals": held.answer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail"), "player@example.com");
    await user.click(screen.getByRole("button", { name: "Withdraw all" }));
    expect((screen.getByLabelText("Amount, EUR") as HTMLInputElement).value).toBe("300");
    const button = screen.getByRole("button", { name: "Request withdrawal" }) as HTMLButtonElement;
    await user.click(button);

    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    expect(button.disabled).toBe(true);
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toMatchObject({
      amountValue: "300",
      id: "skrill",
      currency: "EUR",
      methodFieldsData: { email: "player@example.com" },
    });
    held.deliver(Response.json({ error: "Oops", errors: { email: ["is invalid"] } }, { status: 422 }));
    expect(await screen.findByText("Withdrawal not requested")).toBeTruthy();
    expect(button.disabled).toBe(false);
    expect(describedText(screen.getByLabelText("E-mail"))).toBe("is invalid");
  });
});
