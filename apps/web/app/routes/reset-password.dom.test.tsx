// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import ResetPasswordPage from "./reset-password.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the reset-password page", () => {
  it("without the e-mail's token, says where the page opens from and offers a new e-mail", async () => {
    stubApi({});
    renderPage(ResetPasswordPage, { path: "/users/password/edit" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This page opens from the link in the password reset e-mail.",
    );
    expect(screen.getByRole("link", { name: "Send instructions" }).getAttribute("href")).toBe("/users/forgot-password");
  });

  it("says an expired link is the problem, with a way to ask for a new one", async () => {
    stubApi({
      "PUT /api/users/password": () =>
        Response.json({ error: "Invalid", errors: { reset_password_token: ["has expired"] } }, { status: 422 }),
    });
    renderPage(ResetPasswordPage, { path: "/users/password/edit?reset_password_token=old" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "New-password-22");
    await user.type(screen.getByLabelText("Confirm new password"), "New-password-22");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Reset link: has expired"));
    expect(alert.textContent).toContain("Password change error");
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeTruthy();
    expect(describedText(screen.getByLabelText("New password"))).not.toContain("has expired");
  });
});
