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

  // "/en//evil.example" redirected to "//evil.example", another host.
  it.each([
    ["/en//evil.example", "/evil.example"],
    ["/en///evil.example", "/evil.example"],
    ["/en/\\evil.example", "/evil.example"],
    ["/EN//evil.example", "/evil.example"],
    ["/en/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/en/%5c%5cevil.example", "/%5c%5cevil.example"],
    ["/en/./%2F/evil.example", "/%2F/evil.example"],
  ])("keeps the redirect of %j on our origin (%j)", (pathname, expected) => {
    const target = decideLocale({ ...base, pathname }).redirectTo ?? "";
    expect(target).toBe(expected);
    expect(new URL(target, "https://casino.example/").origin).toBe("https://casino.example");
  });

  it.each(["/pt-br//evil.example", "//evil.example", "/\\evil.example"])(
    "keeps a locale redirect of %j on our origin",
    (pathname) => {
      const target = decideLocale({ ...base, pathname, acceptLanguage: "ru" }).redirectTo ?? "/";
      expect(target.startsWith("//")).toBe(false);
      expect(new URL(target, "https://casino.example/").origin).toBe("https://casino.example");
    },
  );
});
