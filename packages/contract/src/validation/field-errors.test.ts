import { describe, expect, test } from "vitest";
import { z } from "zod";
import { sendContactMessageBody } from "../schemas/contact.ts";
import { toFieldErrors } from "./field-errors.ts";
import { validationTexts } from "./format-message.ts";

function errorsFor(body: unknown, locale: "en" | "ru" = "en") {
  const result = sendContactMessageBody.safeParse(body);
  return result.success ? {} : toFieldErrors(result.error.issues, validationTexts(locale));
}

describe("contact form messages", () => {
  test("missing fields must be completed", () => {
    expect(errorsFor({ contact: {} })).toEqual({ email: ["must be completed"], content: ["must be completed"] });
  });
  test("blank fields must be completed", () => {
    expect(errorsFor({ contact: { email: "  ", content: "" } })).toEqual({
      email: ["must be completed"],
      content: ["must be completed"],
    });
  });
  test("a malformed e-mail shows the sample address", () => {
    expect(errorsFor({ contact: { email: "player@", content: "Hi" } })).toEqual({
      email: ["enter in the correct format, like name@example.com"],
    });
  });
  test("too long content names the maximum", () => {
    expect(errorsFor({ contact: { email: "a@b.co", content: "x".repeat(5001) } })).toEqual({
      content: ["is too long (maximum is 5000 characters)"],
    });
  });
  test("messages follow the locale", () => {
    expect(errorsFor({ contact: { email: "", content: "ok" } }, "ru")).toEqual({ email: ["необходимо заполнить"] });
  });
  test("a valid message passes", () => {
    expect(errorsFor({ contact: { email: "player@example.com", content: "Where is my bonus?" } })).toEqual({});
  });
});

describe("field keys", () => {
  test("a bad item of a list reports under the list's name, not its index", () => {
    const issues = [{ code: "custom", path: ["filter", "providers", 2], message: "format", input: "?" }] as const;
    expect(toFieldErrors(issues as never, validationTexts("en"))).toEqual({ providers: ["invalid input"] });
  });
});

describe("unions", () => {
  test("a value of one option's type reports that option's failed check, not 'invalid input'", () => {
    const field = z.union([z.string().max(5, "too_long"), z.number()], "format");
    const errors = (value: unknown) =>
      toFieldErrors(z.object({ code: field }).safeParse({ code: value }).error?.issues ?? [], validationTexts("en"));
    expect(errors("toolong")).toEqual({ code: ["is too long (maximum is 5 characters)"] });
    expect(errors({})).toEqual({ code: ["invalid input"] });
    expect(errors("fine")).toEqual({});
  });
});
