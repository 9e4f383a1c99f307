import { describe, expect, it } from "vitest";
import { parseCollapseBlocks, parseFaq, parsePromos, parseSlides } from "./cms-json.ts";
import type { SafeHtml } from "./safe-html.ts";

const safe = (json: string) => json as SafeHtml;

describe("CMS JSON parsers", () => {
  it("never throw on malformed or non-list JSON", () => {
    expect(parseSlides("{not json")).toEqual([]);
    expect(parseSlides('{"a":1}')).toEqual([]);
    expect(parseFaq(undefined)).toEqual([]);
  });

  it("normalises slides and defaults unknown CTA actions to sign-up", () => {
    const json = JSON.stringify([
      {
        id: "a",
        title: "T",
        text: "x",
        image: "/media/slides/a.svg",
        width: 1600,
        height: 600,
        cta: { label: "Go", action: "weird" },
      },
      { id: "b", title: "", image: "/media/slides/b.svg" },
    ]);
    const slides = parseSlides(json);
    expect(slides).toHaveLength(1);
    expect(slides[0]).toMatchObject({ id: "a", width: 1600, height: 600, cta: { label: "Go", action: "sign-up" } });
  });

  it("keeps explicit link CTAs with their href and reserves a size when none is given", () => {
    const [slide] = parseSlides(
      JSON.stringify([{ title: "T", image: "/i.svg", cta: { action: "link", href: "/vip" } }]),
    );
    expect(slide?.cta).toEqual({ label: "", action: "link", href: "/vip" });
    expect(slide?.width).toBeGreaterThan(0);
    expect(slide?.height).toBeGreaterThan(0);
  });

  it("drops promos, FAQ items and blocks without their key text", () => {
    expect(parsePromos(JSON.stringify([{ title: "P", cta: "Join" }, { description: "no title" }]))).toHaveLength(1);
    expect(parseFaq(safe(JSON.stringify([{ question: "Q", answer: "A" }, { question: "Q only" }])))).toHaveLength(1);
    expect(parseCollapseBlocks(safe(JSON.stringify([{ title: "B", content: "<p>x</p>" }, {}])))).toHaveLength(1);
  });
});
