import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { toFieldErrors } from "../validation/field-errors.ts";
import { validationTexts } from "../validation/format-message.ts";
import { makeSignUpBody, resetPasswordBody, signInBody, signUpFields } from "./auth.ts";

function errors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error.issues, validationTexts("en"));
}

const validForm = {
  email: "player@example.com",
  password: "Secret-123",
  currency: "EUR",
  receive_promos: false,
  age_acceptance: true,
};

describe("sign-up form", () => {
  test("a complete form passes", () => {
    expect(errors(signUpFields, validForm)).toEqual({});
  });
  test("every field must be completed and age accepted", () => {
    expect(errors(signUpFields, { email: "", password: "", currency: "", age_acceptance: false })).toEqual({
      email: ["must be completed"],
      password: ["must be completed"],
      currency: ["must be completed"],
      receive_promos: ["must be completed"],
      age_acceptance: ["must be completed"],
    });
  });
  test("password length and special symbol", () => {
    expect(errors(signUpFields, { ...validForm, password: "abc" }).password).toEqual([
      "is too short (minimum is 8 characters)",
      "must include at least one special symbol, such as !@#$%^*()-+=.",
    ]);
    expect(errors(signUpFields, { ...validForm, password: "abcdefgh1" }).password).toEqual([
      "must include at least one special symbol, such as !@#$%^*()-+=.",
    ]);
  });
  test("limits come from the player-fields definition", () => {
    const body = makeSignUpBody({ email: { minimum: 6, maximum: 20 }, password: { minimum: 10, maximum: 12 } });
    const user = {
      ...validForm,
      email: "a-very-long-address@example.com",
      password: "Short-1",
      terms_acceptance: true,
      password_confirmation: "Short-1",
    };
    expect(errors(body, { user })).toEqual({
      email: ["is too long (maximum is 20 characters)"],
      password: ["is too short (minimum is 10 characters)"],
    });
  });
});

describe("sign-in and password reset", () => {
  test("sign-in needs a valid e-mail and a password", () => {
    expect(errors(signInBody, { user: { email: "nope", password: "" } })).toEqual({
      email: ["enter in the correct format, like name@example.com"],
      password: ["must be completed"],
    });
  });
  test("the confirmation must match the password", () => {
    const user = { reset_password_token: "t", password: "Secret-123", password_confirmation: "Secret-124" };
    expect(errors(resetPasswordBody, { user })).toEqual({ password_confirmation: ["doesn't match Password"] });
  });
});
