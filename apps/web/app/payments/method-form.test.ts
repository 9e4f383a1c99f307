import type { PaymentMethodField } from "@croupier/contract/schemas/payments";
import { describe, expect, it } from "vitest";
import {
  checkMethodForm,
  contractFieldMessage,
  emptyMethodValues,
  isMethodFormAvailable,
  methodInputs,
  sanitizePhone,
  splitMethodValues,
  typedInputs,
} from "./method-form.ts";

// The fields as the platform seeds them (apps/platform/src/payments/seed.ts).
const field = (fieldName: string, type: PaymentMethodField["type"], hosted = false): PaymentMethodField => ({
  fieldName,
  translationKey: `payments.fields.${fieldName}`,
  type,
  isRequired: true,
  hosted,
});
const CARD = [
  field("cardNumber", "card_number", true),
  field("cardHolder", "card_holder", true),
  field("expiry_date", "expiry_date", true),
  field("cvv", "cvv", true),
];
const FORMS = {
  creditcard: CARD,
  mifinity: [field("email", "email")],
  skrill: [field("email", "email")],
  neteller: [field("account", "email")],
  muchbetter: [field("phoneNumber", "tel")],
  piastrix: [field("accountNumber", "text")],
};

describe("payment forms by method", () => {
  it("creditcard: 16-digit number, holder, expiry month and year, 3-digit cvv", () => {
    const inputs = methodInputs(FORMS.creditcard);
    expect(checkMethodForm(inputs, emptyMethodValues(inputs))).toEqual({
      cardNumber: "card_number",
      cardHolder: "required",
      expiry_date: "required",
      cvv: "cvv",
    });
    expect(
      checkMethodForm(inputs, {
        cardNumber: "4242 4242 4242 424",
        cardHolder: "A Player",
        expiryMonth: "12",
        expiryYear: "",
        cvv: "12",
      }),
    ).toEqual({ cardNumber: "card_number", expiry_date: "required", cvv: "cvv" });
    expect(
      checkMethodForm(inputs, {
        cardNumber: "4242 4242 4242 4242",
        cardHolder: "A Player",
        expiryMonth: "12",
        expiryYear: "2030",
        cvv: "123",
      }),
    ).toEqual({});
  });

  it("mifinity, skrill and neteller: a valid e-mail", () => {
    for (const fields of [FORMS.mifinity, FORMS.skrill, FORMS.neteller]) {
      const inputs = methodInputs(fields);
      const name = inputs[0]?.name ?? "";
      expect(checkMethodForm(inputs, { [name]: "" })).toEqual({ [name]: "required" });
      expect(checkMethodForm(inputs, { [name]: "player@example" })).toEqual({ [name]: "email" });
      expect(checkMethodForm(inputs, { [name]: "player@" })).toEqual({ [name]: "email" });
      expect(checkMethodForm(inputs, { [name]: "player@example.com" })).toEqual({});
    }
  });

  it("muchbetter: + and 11 digits", () => {
    const inputs = methodInputs(FORMS.muchbetter);
    expect(checkMethodForm(inputs, { phoneNumber: "+" })).toEqual({ phoneNumber: "required" });
    expect(checkMethodForm(inputs, { phoneNumber: "+4477009001" })).toEqual({ phoneNumber: "phone" });
    expect(checkMethodForm(inputs, { phoneNumber: "+44770090012" })).toEqual({});
    expect(sanitizePhone("44 7700-900 1234")).toBe("+44770090012");
    expect(sanitizePhone("44 7700 900 1234")).toBe("+44770090012");
    expect(sanitizePhone("+")).toBe("+");
    expect(sanitizePhone("")).toBe("");
  });

  it("piastrix: the account number is required", () => {
    const inputs = methodInputs(FORMS.piastrix);
    expect(checkMethodForm(inputs, { accountNumber: "  " })).toEqual({ accountNumber: "required" });
    expect(checkMethodForm(inputs, { accountNumber: "P-1000" })).toEqual({});
  });

  it("an optional field may stay empty", () => {
    const inputs = methodInputs([{ ...field("note", "text"), isRequired: false }]);
    expect(checkMethodForm(inputs, { note: "" })).toEqual({});
  });

  it("a method without fields is not available", () => {
    expect(isMethodFormAvailable({ methodFields: [], isSubmitAvailable: false })).toBe(false);
    expect(isMethodFormAvailable({ methodFields: [field("x", "crypto_address")], isSubmitAvailable: true })).toBe(
      false,
    );
    expect(isMethodFormAvailable({ methodFields: FORMS.skrill, isSubmitAvailable: true })).toBe(true);
  });
});

describe("the contract's words (the withdraw form: what the platform's 422 says)", () => {
  it("words a missing value, an e-mail and a phone number", () => {
    expect(contractFieldMessage("required", "en")).toBe("must be completed");
    expect(contractFieldMessage("email", "en")).toBe("enter in the correct format, like name@example.com");
    expect(contractFieldMessage("phone", "en")).toBe("invalid input");
  });
});

describe("what goes where", () => {
  it("leaves hosted card fields to the gateway: the withdraw form types the others only", () => {
    const inputs = methodInputs([{ ...field("cardNumber", "text"), hosted: true }, field("email", "email")]);
    const typed = typedInputs(inputs);
    expect(typed.map((input) => input.name)).toEqual(["email"]);
    expect(checkMethodForm(typed, {})).toEqual({ email: "required" });
  });

  it("never puts card data into methodFieldsData: it goes to the gateway only", () => {
    const inputs = methodInputs(FORMS.creditcard);
    const split = splitMethodValues(inputs, {
      cardNumber: "4242 4242 4242 4242",
      cardHolder: " A Player ",
      expiryMonth: "07",
      expiryYear: "2030",
      cvv: "123",
    });
    expect(split.methodFieldsData).toEqual({});
    expect(split.gatewayFields).toEqual({
      cardNumber: "4242424242424242",
      cardHolder: "A Player",
      expiryMonth: "07",
      expiryYear: "2030",
      cvv: "123",
    });
  });

  it("sends e-wallet fields to /api, trimmed", () => {
    const split = splitMethodValues(methodInputs(FORMS.skrill), { email: " player@example.com " });
    expect(split).toEqual({ methodFieldsData: { email: "player@example.com" }, gatewayFields: {} });
  });
});
