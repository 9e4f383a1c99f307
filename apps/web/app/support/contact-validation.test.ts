import { describe, expect, it } from "vitest";
import { contactMessage, serverFieldErrors } from "./contact-validation.ts";
import { validateContact } from "./validators.ts";

describe("contact form validation", () => {
  it("requires both fields with the shared 'must be completed' message", () => {
    const errors = validateContact({ email: "", content: "" }, "en");
    expect(errors.email?.[0]).toBe("must be completed");
    expect(errors.content?.[0]).toBe("must be completed");
  });

  it("rejects a malformed e-mail with the localized format message", () => {
    expect(validateContact({ email: "nope", content: "Hi" }, "en").email?.[0]).toMatch(/^enter in the correct format/);
    expect(validateContact({ email: "nope", content: "Hi" }, "ru").email?.[0]).toMatch(/^введите в правильном формате/);
  });

  it("passes a valid message", () => {
    expect(validateContact({ email: "ann@example.com", content: "Where is my bonus?" }, "en")).toEqual({});
  });

  it("uppercases messages in the locale", () => {
    expect(contactMessage({ email: ["must be completed"] }, "email", "en")).toBe("MUST BE COMPLETED");
    expect(contactMessage({ content: ["необходимо заполнить"] }, "content", "ru")).toBe("НЕОБХОДИМО ЗАПОЛНИТЬ");
    expect(contactMessage({}, "email", "en")).toBeNull();
  });

  it("maps server 422 errors onto the matching fields", () => {
    expect(serverFieldErrors({ email: ["has already been taken"], other: ["z"] })).toEqual({
      email: ["has already been taken"],
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
