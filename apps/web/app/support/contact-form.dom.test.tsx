// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { ContactForm } from "./contact-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the support contact form", () => {
  it("shows each field's message in capitals when sent empty", async () => {
    const fetch = stubApi({});
    renderPage(ContactForm, { path: "/support" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(describedText(email)).toBe("MUST BE COMPLETED"));
    expect(describedText(screen.getByLabelText("Message"))).toBe("MUST BE COMPLETED");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the e-mail and empties the message once sent", async () => {
    stubApi({ "POST /api/send_contact_message": () => Response.json({}) });
    renderPage(ContactForm, { path: "/support" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "player@example.com");
    await user.type(screen.getByLabelText("Message"), "Where is my withdrawal?");
    await user.click(screen.getByRole("button", { name: "Send" }));

    // Said twice: in the form's status line and in a toast.
    expect((await screen.findAllByText("Message was sent")).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("player@example.com");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });
});
