import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "./auth-limits.ts";
import { personalDetailsValidator, validateResetPassword } from "./validators.ts";

describe("the lazily loaded account validators", () => {
  it("judge a new password and its confirmation, whatever the token", () => {
    const mismatch = { password: "Another-Secret-9!", password_confirmation: "Another-Secret-8!" };
    expect(validateResetPassword(mismatch, "", "en", DEFAULT_LIMITS).password_confirmation?.[0]).toBe(
      "doesn't match Password",
    );
    const matching = { password: "Another-Secret-9!", password_confirmation: "Another-Secret-9!" };
    expect(validateResetPassword(matching, "token", "en", DEFAULT_LIMITS)).toEqual({});
    expect(validateResetPassword({ password: "", password_confirmation: "" }, "token", "en", DEFAULT_LIMITS)).toEqual({
      password: ["must be completed"],
      password_confirmation: ["must be completed"],
    });
  });

  it("check exactly the personal-details fields a form sends", () => {
    const check = personalDetailsValidator(["first_name", "city"], null, "en");
    expect(check({ first_name: "", city: "Berlin", last_name: "" })).toEqual({ first_name: ["must be completed"] });
    expect(check({ first_name: "Alexandra", city: "Berlin" })).toEqual({});
  });
});
