import type { Locale } from "@croupier/contract/i18n/locales";
import type { PaymentMethodField, PaymentMethodFields } from "@croupier/contract/schemas/payments";
import { SAMPLE_EMAIL } from "@croupier/contract/validation/format-with";
import { formatMessage } from "../i18n/validation-texts.ts";
import { cardNumberDigits, isCardNumberComplete, isCvvComplete } from "./card-input.ts";

// The payment form of each method, derived from the fields the platform lists for it
// (GET /api/payments/methods/{id}/fields), for the deposit's payment details and the withdraw form.
// The field types by method:
//   creditcard            card_number, card_holder, expiry_date, cvv (hosted: they go to the gateway)
//   mifinity, skrill      email      — a valid e-mail
//   neteller              account    — a valid e-mail (type email)
//   muchbetter            phoneNumber — "+" and 11 digits (type tel)
//   piastrix              accountNumber — required (type text)

export type MethodInputKind = "card_number" | "card_holder" | "expiry_date" | "cvv" | "email" | "tel" | "text";

export interface MethodInput {
  /** The field's name; an expiry date is typed as two values, `expiryMonth` and `expiryYear`. */
  name: string;
  kind: MethodInputKind;
  required: boolean;
  /** Card data: sent straight from the browser to the gateway, never to /api. */
  hosted: boolean;
}

/** Why a field is refused; each form words it in its own messages. */
export type FieldProblem = "required" | "card_number" | "cvv" | "email" | "phone";

export type MethodValues = Record<string, string>;

export const EXPIRY_MONTH = "expiryMonth";
export const EXPIRY_YEAR = "expiryYear";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{11}$/;
export const PHONE_DIGITS = 11;

const KINDS: ReadonlySet<string> = new Set<MethodInputKind>([
  "card_number",
  "card_holder",
  "expiry_date",
  "cvv",
  "email",
  "tel",
  "text",
]);

/** The inputs to render, in the platform's order (a crypto address is not a form field). */
export function methodInputs(fields: readonly PaymentMethodField[]): MethodInput[] {
  return fields
    .filter((field) => KINDS.has(field.type))
    .map((field) => ({
      name: field.fieldName,
      kind: field.type as MethodInputKind,
      // Card fields are always needed, whatever the row says.
      required: field.hosted || field.isRequired,
      hosted: field.hosted,
    }));
}

/** A method without fields (or not submittable) "isn`t available now". */
export function isMethodFormAvailable(fields: Pick<PaymentMethodFields, "methodFields" | "isSubmitAvailable">) {
  return fields.isSubmitAvailable && methodInputs(fields.methodFields).length > 0;
}

/** The inputs the player types on our site (the withdraw form): hosted card data belongs on the gateway's page. */
export function typedInputs(inputs: readonly MethodInput[]): MethodInput[] {
  return inputs.filter((input) => !input.hosted);
}

/** The values a fresh form starts with (empty; an expiry has its two parts). */
export function emptyMethodValues(inputs: readonly MethodInput[]): MethodValues {
  const values: MethodValues = {};
  for (const input of inputs) {
    if (input.kind === "expiry_date") {
      values[EXPIRY_MONTH] = "";
      values[EXPIRY_YEAR] = "";
    } else values[input.name] = "";
  }
  return values;
}

/** The rule for one field, or null when it passes. */
export function checkMethodInput(input: MethodInput, values: MethodValues): FieldProblem | null {
  const value = (values[input.name] ?? "").trim();
  switch (input.kind) {
    case "card_number":
      return isCardNumberComplete(value) ? null : "card_number";
    case "cvv":
      return isCvvComplete(value) ? null : "cvv";
    case "expiry_date":
      return values[EXPIRY_MONTH] && values[EXPIRY_YEAR] ? null : "required";
    case "email":
      if (!value) return input.required ? "required" : null;
      return EMAIL.test(value) ? null : "email";
    case "tel":
      if (!value || value === "+") return input.required ? "required" : null;
      return PHONE.test(value) ? null : "phone";
    default:
      return value || !input.required ? null : "required";
  }
}

/** Every refused field by name. */
export function checkMethodForm(inputs: readonly MethodInput[], values: MethodValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const input of inputs) {
    const problem = checkMethodInput(input, values);
    if (problem) problems[input.name] = problem;
  }
  return problems;
}

/**
 * A problem in the contract's words, as the platform's 422 says it for the same field (the withdraw
 * form). The deposit form has its own payment-form messages instead (card, e-mail, phone).
 */
export function contractFieldMessage(problem: FieldProblem, locale: Locale): string {
  if (problem === "required") return formatMessage("required", locale);
  if (problem === "email") return formatMessage("email", locale, { email: SAMPLE_EMAIL });
  return formatMessage("format", locale);
}

/**
 * Splits the typed values: `methodFieldsData` goes to POST /api/payments/deposits, `gatewayFields`
 * (card data) only to the gateway's own form. Card data is never part of methodFieldsData.
 */
export function splitMethodValues(
  inputs: readonly MethodInput[],
  values: MethodValues,
): { methodFieldsData: Record<string, string>; gatewayFields: Record<string, string> } {
  const methodFieldsData: Record<string, string> = {};
  const gatewayFields: Record<string, string> = {};
  for (const input of inputs) {
    if (!input.hosted) {
      const value = (values[input.name] ?? "").trim();
      if (value) methodFieldsData[input.name] = value;
    } else if (input.kind === "expiry_date") {
      gatewayFields[EXPIRY_MONTH] = values[EXPIRY_MONTH] ?? "";
      gatewayFields[EXPIRY_YEAR] = values[EXPIRY_YEAR] ?? "";
    } else if (input.kind === "card_number") {
      gatewayFields[input.name] = cardNumberDigits(values[input.name] ?? "");
    } else {
      gatewayFields[input.name] = (values[input.name] ?? "").trim();
    }
  }
  return { methodFieldsData, gatewayFields };
}

/** The phone input keeps a "+" and at most 11 digits after it. */
export function sanitizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, PHONE_DIGITS);
  return digits || raw.trim().startsWith("+") ? `+${digits}` : "";
}
