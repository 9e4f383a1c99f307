import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { isPlayerErrorCode, PLAYER_ERROR_CODES } from "./error-messages.ts";
import { ERROR_TEXTS, errorText } from "./error-texts.ts";

describe("error texts", () => {
  it("word every player-facing code in every language, each text its own", () => {
    for (const locale of LOCALES) {
      expect(Object.keys(ERROR_TEXTS[locale]).sort(), locale).toEqual([...PLAYER_ERROR_CODES].sort());
      for (const code of PLAYER_ERROR_CODES) {
        expect(errorText(code, locale).trim(), `${locale} ${code}`).not.toBe("");
        if (locale !== "en") expect(errorText(code, locale), `${locale} ${code}`).not.toBe(errorText(code, "en"));
      }
    }
  });

  it("tell player-facing codes from the rest", () => {
    expect(isPlayerErrorCode("limit_reached")).toBe(true);
    expect(isPlayerErrorCode("not_found")).toBe(false);
    expect(isPlayerErrorCode(undefined)).toBe(false);
  });
});
