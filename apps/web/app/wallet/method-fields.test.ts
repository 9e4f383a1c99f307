import { describe, expect, it } from "vitest";
import { methodFieldError, methodFieldErrors, sanitizePhoneInput, typedFields } from "./method-fields.ts";

const field = (fieldName: string, type: "email" | "tel" | "text", isRequired = true) => ({
  fieldName,
  type,
  isRequired,
  hosted: false,
});

describe("methodFieldError", () => {
  it("requires required fields", () => {
    expect(methodFieldError(field("accountNumber", "text"), " ", "en")).toBe("must be completed");
    expect(methodFieldError(field("note", "text", false), "", "en")).toBeNull();
  });

  it("checks e-mail accounts (mifinity, skrill, neteller)", () => {
    expect(methodFieldError(field("email", "email"), "player@", "en")).toBe(
      "enter in the correct format, like name@example.com",
    );
    expect(methodFieldError(field("account", "email"), "player@example.com", "en")).toBeNull();
  });

  it("checks a MuchBetter phone: + and 11 digits", () => {
    expect(methodFieldError(field("phoneNumber", "tel"), "+4477009001", "en")).toBe("invalid input");
    expect(methodFieldError(field("phoneNumber", "tel"), "+44770090012", "en")).toBeNull();
  });
});

describe("typedFields and methodFieldErrors", () => {
  it("leaves hosted card fields to the gateway", () => {
    const fields = [{ ...field("cardNumber", "text"), hosted: true }, field("email", "email")];
    expect(typedFields(fields).map((one) => one.fieldName)).toEqual(["email"]);
    expect(methodFieldErrors(fields, {}, "en")).toEqual({ email: ["must be completed"] });
  });
});

describe("sanitizePhoneInput", () => {
  it("keeps + and up to 11 digits", () => {
    expect(sanitizePhoneInput("44 7700 900 1234")).toBe("+44770090012");
    expect(sanitizePhoneInput("")).toBe("");
  });
});
