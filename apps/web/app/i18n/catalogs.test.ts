import { describe, expect, it } from "vitest";
import { cataloguesForUrl } from "./catalogs.ts";

describe("cataloguesForUrl", () => {
  it("names no feature catalogue for the shell's pages", () => {
    expect(cataloguesForUrl("/", "")).toEqual([]);
    expect(cataloguesForUrl("/es/promotions", "")).toEqual([]);
  });

  it("names the account catalogue for the profile and every identity page, in any locale", () => {
    for (const path of [
      "/profile",
      "/users/forgot-password",
      "/es/users/password/edit",
      "/pt-BR/users/resend-unlock-instructions",
      "/users/confirmation",
    ]) {
      expect(cataloguesForUrl(path, "")).toEqual(["account"]);
    }
    expect(cataloguesForUrl("/", "?sign-in=modal")).toEqual(["account"]);
  });

  it("names payments for the deposit modals, cashier for currencies, both for withdrawals", () => {
    expect(cataloguesForUrl("/", "?fiat-deposit=modal")).toEqual(["payments"]);
    expect(cataloguesForUrl("/", "?crypto-payment=modal")).toEqual(["payments"]);
    expect(cataloguesForUrl("/", "?currency-management=modal")).toEqual(["cashier"]);
    expect(cataloguesForUrl("/ru/withdraw", "")).toEqual(["payments", "cashier"]);
  });

  it("names games for the lobby and the search modal", () => {
    expect(cataloguesForUrl("/games/slots", "")).toEqual(["games"]);
    expect(cataloguesForUrl("/promotions", "?search-modal=modal")).toEqual(["games"]);
  });

  it("names history for the account history page, and never for the lobby", () => {
    expect(cataloguesForUrl("/profile/history", "")).toEqual(["history"]);
    expect(cataloguesForUrl("/es/profile/history", "")).toEqual(["history"]);
    expect(cataloguesForUrl("/es/games", "")).toEqual(["games"]);
  });

  it("names sports for every sports page, in any locale, and not for a CMS page that starts alike", () => {
    for (const path of ["/sports", "/pt-BR/sports/events/12", "/es/sports/bets"]) {
      expect(cataloguesForUrl(path, "")).toEqual(["sports"]);
    }
    expect(cataloguesForUrl("/ru/sports/rules", "")).toEqual(["sports", "rules"]);
    expect(cataloguesForUrl("/sportsbook-news", "")).toEqual([]);
  });
});
