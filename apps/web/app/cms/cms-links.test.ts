import { describe, expect, it } from "vitest";
import { isInternalHref, localizeHref, localizeHtmlLinks } from "./cms-links.ts";

describe("CMS link rewriting", () => {
  it("recognises internal links only", () => {
    expect(isInternalHref("/promotions")).toBe(true);
    expect(isInternalHref("//evil.example/x")).toBe(false);
    expect(isInternalHref("https://example.com/")).toBe(false);
    expect(isInternalHref("mailto:help@example.com")).toBe(false);
    expect(isInternalHref("/media/promos/a.svg")).toBe(false);
    expect(isInternalHref("/api/info/project")).toBe(false);
  });

  it("prefixes internal links with the locale, keeping query and hash", () => {
    expect(localizeHref("/promotions?tab=1#terms", "ru")).toBe("/ru/promotions?tab=1#terms");
    expect(localizeHref("/", "pt-BR")).toBe("/pt-BR");
    expect(localizeHref("/es/support", "ru")).toBe("/ru/support");
    expect(localizeHref("/support", "en")).toBe("/support");
    expect(localizeHref("https://example.com/a", "ru")).toBe("https://example.com/a");
  });

  it("rewrites hrefs inside operator HTML and leaves other attributes alone", () => {
    const html = `<p><a class="x" href="/bonus-terms-and-conditions">Terms</a> <a href='https://x.org/'>X</a> <img src="/media/a.svg"></p>`;
    expect(localizeHtmlLinks(html, "es")).toBe(
      `<p><a class="x" href="/es/bonus-terms-and-conditions">Terms</a> <a href='https://x.org/'>X</a> <img src="/media/a.svg"></p>`,
    );
  });
});
