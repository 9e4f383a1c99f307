import { describe, expect, it } from "vitest";
import { isSitePage, offlinePageForPath } from "./offline-path.ts";

describe("the offline page of a URL", () => {
  it.each([
    ["/", "/offline/en.html"],
    ["/games/slots", "/offline/en.html"],
    ["/es", "/offline/es.html"],
    ["/pt-BR/promotions", "/offline/pt-BR.html"],
    ["/pt-br/promotions", "/offline/pt-BR.html"],
    ["/ru/games/all/croupier-studio", "/offline/ru.html"],
    ["/xx/vip", "/offline/en.html"],
  ])("is in the language of its locale prefix: %s", (path, page) => {
    expect(offlinePageForPath(path)).toBe(page);
  });
});

describe("the pages the worker answers", () => {
  it.each(["/", "/es/games", "/apidocs", "/backofficer"])("include %s", (path) => {
    expect(isSitePage(path)).toBe(true);
  });

  it.each(["/api/docs", "/backoffice", "/backoffice/players", "/health"])("leave out %s", (path) => {
    expect(isSitePage(path)).toBe(false);
  });
});
