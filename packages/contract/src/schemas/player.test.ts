import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { toFieldErrors } from "../validation/field-errors.ts";
import { validationTexts } from "../validation/format-message.ts";
import { makeSignUpBody } from "./auth.ts";
import { ageOn, editableFieldsOf, isRealDate, makePersonalDetailsFields, personalDetailsLimitsFrom } from "./player.ts";

function errors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error.issues, validationTexts("en"));
}

const now = () => new Date("2030-06-15T12:00:00Z");

describe("personal details", () => {
  test("only the editable fields, each required", () => {
    const schema = makePersonalDetailsFields(["first_name", "mobile_phone"], undefined, { now });
    expect(errors(schema, {})).toEqual({ first_name: ["must be completed"], mobile_phone: ["must be completed"] });
    expect(errors(schema, { first_name: "Ada", mobile_phone: "+351912345678", city: "x" })).toEqual({});
  });
  test("phone: + and digits, 13 characters, the message says 12", () => {
    const schema = makePersonalDetailsFields(["mobile_phone"]);
    expect(errors(schema, { mobile_phone: "+3519" })).toEqual({
      mobile_phone: ["is too short (minimum is 12 characters)"],
    });
    expect(errors(schema, { mobile_phone: "351912345678" })).toEqual({ mobile_phone: ["invalid input"] });
  });
  test("date of birth: a real date, 18 or older", () => {
    const schema = makePersonalDetailsFields(["date_of_birth"], undefined, { now });
    expect(errors(schema, { date_of_birth: "2012-06-16" })).toEqual({
      date_of_birth: ["you must be at least 18 years old"],
    });
    expect(errors(schema, { date_of_birth: "2012-06-15" })).toEqual({});
    expect(isRealDate("2001-02-29")).toBe(false);
    expect(ageOn("2000-06-16", now())).toBe(29);
  });
  test("limits and editable fields come from the player-fields definition", () => {
    const definition = {
      fields: [{ field: "city", type: "string", length: { minimum: 2, maximum: 3 } }],
      contexts: { edition: ["city"] },
    };
    const schema = makePersonalDetailsFields(editableFieldsOf(definition), personalDetailsLimitsFrom(definition));
    expect(errors(schema, { city: "Lisbon" })).toEqual({ city: ["is too long (maximum is 3 characters)"] });
  });
});

test("sign-up body: the confirmation must equal the password", () => {
  const user = {
    email: "a@example.com",
    password: "Secret-123",
    password_confirmation: "Secret-124",
    currency: "EUR",
    receive_promos: true,
    age_acceptance: true,
    terms_acceptance: true,
  };
  expect(errors(makeSignUpBody(), { user })).toEqual({ password_confirmation: ["doesn't match Password"] });
});
