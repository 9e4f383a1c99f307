import type { CmsPage } from "@croupier/contract";
import { findUnsafeHtml, XSS_PAYLOADS } from "@croupier/contract/cms-html-policy";
import { describe, expect, it } from "vitest";
import { parseCollapseBlocks } from "./cms-json.ts";
import { sanitizeCmsHtml, sanitizeCmsPage, sanitizeCmsText } from "./sanitize-html.server.ts";

// CMS HTML is cleaned again on the server render, whatever the platform stored.

describe("sanitizeCmsHtml (site, server render)", () => {
  it.each(XSS_PAYLOADS)("leaves nothing that runs in %s", (payload) => {
    expect(findUnsafeHtml(sanitizeCmsHtml(payload))).toBeNull();
  });

  it("keeps the operator's headings, lists and links, internal and external", () => {
    const html = `<h2>Bonus</h2><ul><li><a href="/promotions">Offers</a></li><li><a href="https://www.begambleaware.org" target="_blank" rel="noopener">Help</a></li></ul>`;
    expect(sanitizeCmsHtml(html)).toBe(html);
  });
});

describe("snippets and pages", () => {
  it("cleans the HTML inside a JSON snippet and the blocks still parse", () => {
    const json = JSON.stringify([{ title: "FAQ", content: `<p>Yes</p><script>alert(1)</script>` }]);
    const [block] = parseCollapseBlocks(sanitizeCmsText(json));
    expect(block?.content).toBe("<p>Yes</p>");
  });

  it("cleans a page's content and its JSON blocks", () => {
    const page: CmsPage = {
      id: "support",
      path: "/support",
      title: "Support",
      layout: "default",
      categories: [],
      content: `<p onclick="alert(1)">Hi</p>`,
      blocks: {
        title: "Support",
        keywords: "",
        description: "",
        "content-main": "",
        json: JSON.stringify([{ question: "Q", answer: `<img src=x onerror=alert(1)>A` }]),
      },
    };
    const safe = sanitizeCmsPage(page);
    expect(safe.content).toBe("<p>Hi</p>");
    expect(findUnsafeHtml(safe.blocks.json)).toBeNull();
    expect(JSON.parse(safe.blocks.json)[0].answer).toBe(`<img src="x" />A`);
  });
});
