import { describe, expect, it } from "vitest";
import { decideLocale } from "./locale-decision.ts";

const base = { search: "", cookieLocale: null, acceptLanguage: null };

describe("decideLocale", () => {
  it("renders a bare path in English without a redirect by default", () => {
    expect(decideLocale({ ...base, pathname: "/promotions" })).toEqual({ locale: "en", redirectTo: null });
  });

  it("redirects a bare path to the first supported browser language", () => {
    const decision = decideLocale({
      ...base,
      pathname: "/promotions",
      search: "?a=1",
      acceptLanguage: "de,ru;q=0.8,es;q=0.5",
    });
    expect(decision).toEqual({ locale: "ru", redirectTo: "/ru/promotions?a=1" });
  });

  it("maps a Brazilian browser to pt-BR and the home page to the locale root", () => {
    expect(decideLocale({ ...base, pathname: "/", acceptLanguage: "pt-BR,pt;q=0.9" }).redirectTo).toBe("/pt-BR");
  });

  it("keeps English on a bare path when English is the stored preference", () => {
    expect(decideLocale({ ...base, pathname: "/", cookieLocale: "en", acceptLanguage: "ru" })).toEqual({
      locale: "en",
      redirectTo: null,
    });
  });

  it("restores an explicitly chosen language on a bare path", () => {
    expect(decideLocale({ ...base, pathname: "/support", cookieLocale: "es", acceptLanguage: "ru" }).redirectTo).toBe(
      "/es/support",
    );
  });

  it("lets a prefixed path win over the stored choice (shared links)", () => {
    expect(decideLocale({ ...base, pathname: "/ru/vip", cookieLocale: "es" })).toEqual({
      locale: "ru",
      redirectTo: null,
    });
  });

  it("drops the /en prefix", () => {
    expect(decideLocale({ ...base, pathname: "/en/games/slots", search: "?x=1" }).redirectTo).toBe("/games/slots?x=1");
    expect(decideLocale({ ...base, pathname: "/en" }).redirectTo).toBe("/");
  });

  it("canonicalises the case of a locale prefix", () => {
    expect(decideLocale({ ...base, pathname: "/pt-br/support" }).redirectTo).toBe("/pt-BR/support");
  });

  it("does not treat an unknown first segment as a locale", () => {
    expect(decideLocale({ ...base, pathname: "/xx/vip" })).toEqual({ locale: "en", redirectTo: null });
  });
});
