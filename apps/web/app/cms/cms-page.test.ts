import { describe, expect, it } from "vitest";
import { withoutLeadingTitle as dropTitle } from "./cms-page.ts";
import type { SafeHtml } from "./safe-html.ts";

// The function takes sanitised HTML; these fixtures are.
const withoutLeadingTitle = (html: string, title: string) => dropTitle(html as SafeHtml, title);

describe("withoutLeadingTitle", () => {
  it("drops a leading heading that repeats the title", () => {
    expect(withoutLeadingTitle("<h2>Promotions</h2><p>All offers</p>", "Promotions")).toBe("<p>All offers</p>");
    expect(withoutLeadingTitle('\n<h1 id="x"> Акции </h1>\n<p>Текст</p>', "акции")).toBe("<p>Текст</p>");
  });

  it("keeps other headings and content", () => {
    expect(withoutLeadingTitle("<h2>1. Who we are</h2><p>x</p>", "Privacy policy")).toBe(
      "<h2>1. Who we are</h2><p>x</p>",
    );
    expect(withoutLeadingTitle("<p>Promotions</p>", "Promotions")).toBe("<p>Promotions</p>");
    expect(withoutLeadingTitle("<p>a</p><h2>Promotions</h2>", "Promotions")).toBe("<p>a</p><h2>Promotions</h2>");
  });
});
