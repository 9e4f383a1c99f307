import { PLAYER_ERROR_CODES } from "@croupier/contract/errors/error-messages";
import { describe, expect, it } from "vitest";
import { AppError, ERROR_STATUS } from "./app-error.ts";

describe("AppError", () => {
  it("knows every player-facing code of the contract's error texts", () => {
    for (const code of PLAYER_ERROR_CODES) expect(Object.keys(ERROR_STATUS)).toContain(code);
  });

  it("keeps the English default texts", () => {
    expect(new AppError("unauthorized").message).toBe("You need to sign in or sign up before continuing.");
    expect(new AppError("too_soon").message).toBe("Please wait a moment before the next round.");
    expect(new AppError("payload_too_large").message).toBe("Payload too large");
  });

  it("tells a default text from one the thrower chose", () => {
    expect(new AppError("session_ended").hasDefaultMessage).toBe(true);
    expect(new AppError("session_ended", "Custom.").hasDefaultMessage).toBe(false);
  });
});
