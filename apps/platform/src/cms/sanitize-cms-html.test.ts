import { findUnsafeHtml, XSS_PAYLOADS } from "@croupier/contract/cms-html-policy";
import { describe, expect, it } from "vitest";
import { cmsFixtures } from "../test/cms-fixtures.ts";
import type { CmsContent } from "./content.ts";
import { readDemoContent } from "./demo/read-demo-content.ts";
import { sanitizeCmsHtml, sanitizeCmsText } from "./sanitize-cms-html.ts";
import { createCmsSeeds } from "./seed.ts";

const cmsSnippetText = {} as CmsContent["snippets"][number]["translations"];

describe("sanitizeCmsHtml", () => {
  it.each(XSS_PAYLOADS)("leaves nothing that runs in %s", (payload) => {
    expect(findUnsafeHtml(payload)).not.toBeNull();
    expect(findUnsafeHtml(sanitizeCmsHtml(payload))).toBeNull();
  });

  it("keeps what operators write: headings, lists, links, emphasis", () => {
    const html = `<h2 id="terms">Terms</h2><p>Read <a href="/promotions">our offers</a> and <strong>win</strong>.</p><ul><li>One</li></ul><a href="mailto:help@casino.example">Mail</a>`;
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it("leaves plain text as it is (no entity rewriting of '&')", () => {
    expect(sanitizeCmsHtml("Terms & Conditions")).toBe("Terms & Conditions");
  });
});

describe("sanitizeCmsText", () => {
  it("cleans the HTML inside a JSON snippet and keeps it JSON", () => {
    const json = JSON.stringify([{ title: "A & B", content: `<p>Hi</p><img src=x onerror="alert(1)">` }]);
    const [block] = JSON.parse(sanitizeCmsText(json)) as { title: string; content: string }[];
    expect(block?.title).toBe("A & B");
    expect(block?.content).toContain("<p>Hi</p>");
    expect(findUnsafeHtml(block?.content ?? "<script>")).toBeNull();
  });

  it("leaves the demo content as its authors wrote it", async () => {
    const { pages: demoPages, snippets: demoSnippets } = await readDemoContent();
    for (const snippet of demoSnippets) {
      for (const text of Object.values(snippet.translations)) expect(sanitizeCmsText(text)).toBe(text);
    }
    for (const page of demoPages) {
      for (const translation of Object.values(page.translations)) {
        expect(sanitizeCmsHtml(translation.content)).toBe(translation.content);
      }
    }
  });
});

describe("CMS content is sanitised on write", () => {
  it("seeds pages and snippets without their scripts", async () => {
    const hostile = `<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`;
    const [first] = cmsFixtures.pages;
    if (!first) throw new Error("fixtures have pages");
    const content: CmsContent = {
      pages: [
        { ...first, translations: { ...first.translations, en: { ...first.translations.en, content: hostile } } },
      ],
      snippets: [{ id: "footer-text", categories: ["footer"], translations: { ...cmsSnippetText, en: hostile } }],
      files: [],
    };
    // The seed step writes through tx.insert(table).values(rows): record the rows.
    const written: Record<string, unknown>[] = [];
    const tx = {
      insert: () => ({
        values: async (rows: Record<string, unknown> | Record<string, unknown>[]) =>
          void written.push(...[rows].flat()),
      }),
    };
    const [step] = createCmsSeeds(content);
    await step?.run(tx as never);
    const contents = written.flatMap((row) => (typeof row.content === "string" ? [row.content] : []));
    expect(contents.filter((html) => html.includes("<p>Hello</p>"))).toHaveLength(2);
    expect(contents.map(findUnsafeHtml)).toEqual(contents.map(() => null));
  });
});
