// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { SignInBody } from "./sign-in-body.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSignIn() {
  const close = vi.fn();
  renderPage(() => <SignInBody flag="sign-in" close={close} />, { path: "/?sign-in=modal" });
  return { close };
}

describe("the sign-in form", () => {
  it("says what is missing under each field when sent empty, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    // Each field points screen readers at its own message, shown under it.
    expect(describedText(email)).toBe("must be completed");
    expect(describedText(password)).toBe("must be completed");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the button busy and disabled while the answer is awaited", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText("Email"), "player@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    const button = screen.getByRole("button", { name: "Sign in" });
    await user.click(button);

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");

    answer(Response.json({ error: "Invalid", errors: { password: ["wrong_password"] } }, { status: 401 }));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute("aria-busy")).toBe("false");
    // A wrong password is said under the form, with both fields marked invalid.
    expect((await screen.findByRole("alert")).textContent).toMatch(/password/i);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });
});
