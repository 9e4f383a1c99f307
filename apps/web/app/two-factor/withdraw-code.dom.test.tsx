// @vitest-environment happy-dom
import type { Player } from "@croupier/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WithdrawForm } from "../cashier/withdraw-form.tsx";
import { ACCOUNT, SKRILL, SKRILL_FIELDS } from "../cashier/withdraw-test-fixtures.ts";
import { describedText, renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWithdraw(twoFactor: boolean) {
  const fetch = stubApi({
    "GET /api/payments/methods/skrill/fields": () => Response.json(SKRILL_FIELDS),
    "POST /api/payments/withdrawals": () =>
      Response.json({ errors: { authentication_code: ["is invalid"] } }, { status: 422 }),
  });
  renderPage(() => <WithdrawForm account={ACCOUNT} methods={[SKRILL]} methodsError={null} />, {
    path: "/withdraw",
    shell: {
      currencies: [{ code: "EUR", symbol: "€", fiat: true, subunits_to_unit: 100 }],
      player: { id: 1, email: "p@example.com", currency: "EUR", two_factor_enabled: twoFactor } as Player,
    },
  });
  return fetch;
}

const posts = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.filter(([, init]) => init?.method === "POST");

describe("a withdrawal with two-factor sign-in on", () => {
  it("asks for the code, sends it with the request, and shows the platform's refusal under it", async () => {
    const fetch = renderWithdraw(true);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail"), "player@example.com");
    await user.type(screen.getByLabelText("Amount, EUR"), "50");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    const code = screen.getByLabelText("Authentication code");
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(code)).toMatch(/must be completed/);
    expect(posts(fetch)).toHaveLength(0);

    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toMatchObject({ authentication_code: "123456" });
    await waitFor(() => expect(describedText(screen.getByLabelText("Authentication code"))).toMatch(/is invalid/));
    expect((screen.getByLabelText("Authentication code") as HTMLInputElement).value).toBe("");
  });

  it("shows no code field when it is off", async () => {
    renderWithdraw(false);
    await screen.findByLabelText("E-mail");
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
  });
});
