import { describe, expect, test } from "vitest";
import {
  chooseLocale,
  localeFromPath,
  localizePath,
  matchLocale,
  parseAcceptLanguage,
  stripLocale,
} from "./locales.ts";

describe("chooseLocale", () => {
  test("an explicitly changed locale wins over everything", () => {
    expect(
      chooseLocale({ explicit: "ru", pathname: "/es/games", hasStoredPreference: true, browserLanguages: ["pt-BR"] }),
    ).toBe("ru");
  });
  test("the path locale comes next", () => {
    expect(chooseLocale({ pathname: "/es/games", hasStoredPreference: false, browserLanguages: ["ru"] })).toBe("es");
  });
  test("a stored preference on an unprefixed path means the default locale", () => {
    expect(chooseLocale({ pathname: "/games", hasStoredPreference: true, browserLanguages: ["ru"] })).toBe("en");
  });
  test("otherwise the first supported browser language", () => {
    expect(
      chooseLocale({ pathname: "/", hasStoredPreference: false, browserLanguages: ["de-DE", "pt-BR", "ru"] }),
    ).toBe("pt-BR");
    expect(chooseLocale({ pathname: "/", hasStoredPreference: false, browserLanguages: ["pt-PT"] })).toBe("pt");
  });
  test("and finally English", () => {
    expect(chooseLocale({ pathname: "/", hasStoredPreference: false, browserLanguages: ["de", "fr"] })).toBe("en");
  });
});

describe("locale paths", () => {
  test("reads the prefix, English has none", () => {
    expect(localeFromPath("/pt-BR/games")).toBe("pt-BR");
    expect(localeFromPath("/en/games")).toBeNull();
    expect(localeFromPath("/games")).toBeNull();
  });
  test("rewrites the first segment", () => {
    expect(localizePath("/games/slots", "ru")).toBe("/ru/games/slots");
    expect(localizePath("/ru/games/slots", "es")).toBe("/es/games/slots");
    expect(localizePath("/es/games", "en")).toBe("/games");
    expect(localizePath("/es", "en")).toBe("/");
    expect(localizePath("/", "pt")).toBe("/pt");
    expect(stripLocale("/ru")).toBe("/");
  });
  test("matches language tags loosely", () => {
    expect(matchLocale("PT_br")).toBe("pt-BR");
    expect(matchLocale("es-MX")).toBe("es");
    expect(matchLocale("xx")).toBeNull();
  });
  test("orders Accept-Language by quality", () => {
    expect(parseAcceptLanguage("en;q=0.5, ru, pt-BR;q=0.8, *;q=0.1")).toEqual(["ru", "pt-BR", "en"]);
  });
});
