import { describe, expect, it } from "vitest";
import { moveItem, parsePromoCards, promoCardsJson } from "./cms-promo-cards.ts";

describe("the promotions page's cards", () => {
  it("reads a stored block, keeping keys the form does not edit", () => {
    const cards = parsePromoCards(JSON.stringify([{ id: "a", title: "Reload", cta: "Join", badge: "new" }, {}]));
    expect(cards).toEqual([
      { id: "a", title: "Reload", description: "", image: "", cta: "Join", terms_path: "", badge: "new" },
      { id: "promo-2", title: "", description: "", image: "", cta: "", terms_path: "" },
    ]);
    expect(JSON.parse(promoCardsJson(cards ?? []))[0].badge).toBe("new");
  });

  it("starts empty without a block, and gives up on a block that is not a list of cards", () => {
    expect(parsePromoCards(null)).toEqual([]);
    expect(parsePromoCards("{")).toBeNull();
    expect(parsePromoCards('{"title":"x"}')).toBeNull();
    expect(parsePromoCards("[1]")).toBeNull();
  });

  it("moves a card up or down, never past the ends", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
