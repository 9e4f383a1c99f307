// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { heldAnswer, stubApi } from "../test/stub-api.ts";
import { ChangePassword } from "./change-password.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { id: 1, email: "player@example.com", currency: "EUR" };

function renderChangePassword(answers: Parameters<typeof stubApi>[0] = {}) {
  const fetch = stubApi(answers);
  renderPage(() => <ChangePassword />, { path: "/profile", shell: { player: PLAYER as never } });
  return fetch;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again: string) {
  await user.type(await screen.findByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), again);
}

describe("changing the password", () => {
  it("flags every field when sent empty and sends nothing", async () => {
    const fetch = renderChangePassword();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change password" }));

    const current = screen.getByLabelText("Current password");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(current)).toBe("must be completed");
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("says when the confirmation differs", async () => {
    renderChangePassword();
    const user = userEvent.setup();
    await fillIn(user, "Old-password-1", "New-password-22", "New-password-23");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    const again = screen.getByLabelText("Confirm new password");
    await waitFor(() => expect(again.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(again)).toMatch(/match/);
  });

  it("is busy while the change is sent, then says it is done on a fresh form", async () => {
    const held = heldAnswer();
    const fetch = renderChangePassword({ "PUT /api/users": held.answer });
    const user = userEvent.setup();
    await fillIn(user, "Old-password-1", "New-password-22", "New-password-22");
    const button = screen.getByRole("button", { name: "Change password" }) as HTMLButtonElement;
    await user.click(button);

    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    expect(button.disabled).toBe(true);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(1);
    held.deliver(Response.json({ message: "ok" }));
    expect(await screen.findByText("Password changed successfully")).toBeTruthy();
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("shows the platform's refusal under the field it concerns", async () => {
    renderChangePassword({
      "PUT /api/users": () =>
        Response.json({ error: "Invalid", errors: { current_password: ["is invalid"] } }, { status: 422 }),
    });
    const user = userEvent.setup();
    await fillIn(user, "Wrong-password-1", "New-password-22", "New-password-22");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Password change error")).toBeTruthy();
    await waitFor(() => expect(describedText(screen.getByLabelText("Current password"))).toBe("is invalid"));
  });
});
