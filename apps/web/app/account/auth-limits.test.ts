import { DEFAULT_AUTH_LIMITS } from "@croupier/contract/schemas/auth";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "./auth-limits.ts";

describe("the sign-up form's default limits", () => {
  it("are the contract's", () => {
    expect(DEFAULT_LIMITS).toEqual(DEFAULT_AUTH_LIMITS);
  });
});
