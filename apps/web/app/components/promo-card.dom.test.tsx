// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Promo } from "../cms/cms-json.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { PromoCard } from "./promo-card.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const promo = (id: string): Promo => ({
  id,
  title: `Offer ${id}`,
  description: "",
  image: `/media/promos/${id}.svg`,
  cta: "sign-up",
  terms_path: "",
});

describe("a promotion card's picture", () => {
  it("loads at once and first when the card is the page's first, else when it comes near", async () => {
    stubApi({});
    renderPage(() => (
      <>
        <PromoCard promo={promo("first")} headingLevel={2} eager />
        <PromoCard promo={promo("second")} headingLevel={2} />
      </>
    ));
    await screen.findByRole("heading", { name: "Offer second" });
    const [first, second] = document.querySelectorAll("img.promo-card__image");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(second?.getAttribute("loading")).toBe("lazy");
    expect(second?.getAttribute("fetchpriority")).toBe("auto");
  });
});
