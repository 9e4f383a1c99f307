// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInBody } from "../account/sign-in-body.tsx";
import { renderPage } from "../test/render-page.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ASKED = { error: "Enter the code", errors: { otp_attempt: ["otp_required"] }, two_factor_enabled: true };

async function passwordStep(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal("fetch", fetch);
  const user = userEvent.setup();
  renderPage(() => <SignInBody flag="sign-in" close={vi.fn()} />, { path: "/?sign-in=modal" });
  await user.type(await screen.findByLabelText("Email"), "player@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret-123");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

function sentBody(fetch: ReturnType<typeof vi.fn>, index: number): unknown {
  const init = fetch.mock.calls[index]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

describe("the sign-in's code step", () => {
  it("follows a right password when two-factor sign-in is on: a numeric one-time-code field, focused", async () => {
    const fetch = vi.fn(async () => Response.json(ASKED, { status: 401 }));
    await passwordStep(fetch);

    const code = await screen.findByLabelText("Authentication code");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    await waitFor(() => expect(document.activeElement).toBe(code));
    // The password form is gone: no password is kept on screen.
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("sends the code alone, and says so when it is wrong, emptying the field", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json(ASKED, { status: 401 }))
      .mockResolvedValueOnce(
        Response.json({ error: "Wrong", errors: { otp_attempt: ["otp_invalid"] } }, { status: 401 }),
      );
    const user = await passwordStep(fetch);
    const code = await screen.findByLabelText("Authentication code");
    await user.type(code, "12a3456");
    expect((code as HTMLInputElement).value).toBe("123456");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1)).toEqual({ user: { otp_attempt: "123456" } });
    expect((await screen.findByRole("alert")).textContent).toBe("The code is wrong or was already used.");
    expect((screen.getByLabelText("Authentication code") as HTMLInputElement).value).toBe("");
  });

  it("takes a recovery code instead, in a text field, and asks for something before sending", async () => {
    const fetch = vi.fn(async () => Response.json(ASKED, { status: 401 }));
    const user = await passwordStep(fetch);
    await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    const recovery = screen.getByLabelText("Recovery code");
    expect(recovery.getAttribute("inputmode")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("must be completed")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(recovery, "abcde-fghjk");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1)).toEqual({ user: { otp_attempt: "abcde-fghjk" } });
    await user.click(screen.getByRole("button", { name: "Use the authenticator app" }));
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
  });
});
