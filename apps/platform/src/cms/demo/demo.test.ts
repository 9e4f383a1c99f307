import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES } from "@croupier/contract";
import { describe, expect, it } from "vitest";
import { pageListSchema, readJsonFile, snippetListSchema } from "./content-files.ts";
import { DEMO_CONTENT_DIR, readDemoContent } from "./read-demo-content.ts";

const { pages: demoPages, snippets: demoSnippets, files: demoFiles, posts: demoPosts = [] } = await readDemoContent();
/** Snippets whose content is a JSON string rather than HTML. */
const JSON_SNIPPET_IDS = ["home-slider", "collapse-blocks", "welcome-bonus-dropdown"];
const MEDIA = join(dirname(fileURLToPath(import.meta.url)), "../../../../web/public");
const ALLOWED_TAGS = new Set(["h1", "h2", "h3", "p", "ul", "li", "a", "strong"]);
const SITE_ROUTES = new Set([
  "/",
  "/games",
  "/studio/verify",
  "/games/live",
  "/users/forgot-password",
  ...demoPages.map((page) => page.path),
]);

function expectAllLocales(record: Record<string, unknown>, what: string) {
  expect(Object.keys(record).sort(), what).toEqual([...LOCALES].sort());
  for (const locale of LOCALES) expect(record[locale], `${what} ${locale}`).toBeTruthy();
}

function checkHtml(html: string, what: string) {
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi))
    expect(ALLOWED_TAGS.has(tag ?? ""), `${what}: <${tag}>`).toBe(true);
  expect(html, what).not.toMatch(/\sstyle=|\son[a-z]+=|<script/i);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
    if (href?.startsWith("mailto:")) continue;
    expect(SITE_ROUTES.has(href ?? ""), `${what}: link ${href}`).toBe(true);
  }
}

function mediaUrls(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\/media\/[a-z0-9/_.-]+\.svg/g)].map((match) => match[0]);
}

describe("demo CMS content", () => {
  it("has unique ids and paths, menu positions 1–6", () => {
    expect(new Set(demoPages.map((page) => page.id)).size).toBe(demoPages.length);
    expect(new Set(demoPages.map((page) => page.path)).size).toBe(demoPages.length);
    expect(new Set(demoSnippets.map((snippet) => snippet.id)).size).toBe(demoSnippets.length);
    expect(new Set(demoFiles.map((file) => file.id)).size).toBe(demoFiles.length);
    const menu = demoPages
      .filter((page) => page.categories.includes("top-menu"))
      .sort((a, b) => a.position - b.position);
    expect(menu.map((page) => page.path)).toEqual([
      "/promotions",
      "/tournaments",
      "/vip",
      "/lottery",
      "/affiliate",
      "/support",
    ]);
  });

  it("translates every page into all five locales with safe HTML", () => {
    for (const page of demoPages) {
      expectAllLocales(page.translations, page.id);
      for (const locale of LOCALES) {
        const text = page.translations[locale];
        for (const field of ["title", "description", "keywords", "content"] as const)
          expect(text[field], `${page.id} ${locale} ${field}`).toBeTruthy();
        checkHtml(text.content, `${page.id} ${locale}`);
        if (locale !== "en")
          expect(text.content, `${page.id} ${locale} differs from English`).not.toBe(page.translations.en.content);
        if (text.json !== undefined) expect(() => JSON.stringify(text.json)).not.toThrow();
      }
    }
  });

  it("translates every snippet; JSON snippets parse, HTML snippets are safe", () => {
    for (const snippet of demoSnippets) {
      expectAllLocales(snippet.translations, snippet.id);
      for (const locale of LOCALES) {
        const content = snippet.translations[locale];
        if (JSON_SNIPPET_IDS.includes(snippet.id)) {
          const parsed: unknown = JSON.parse(content);
          expect(Array.isArray(parsed), snippet.id).toBe(true);
          for (const item of parsed as { content?: string; text?: string }[])
            if (item.content) checkHtml(item.content, `${snippet.id} ${locale}`);
        } else {
          checkHtml(content, `${snippet.id} ${locale}`);
        }
        if (locale !== "en")
          expect(content, `${snippet.id} ${locale} differs from English`).not.toBe(snippet.translations.en);
      }
    }
    const slides = JSON.parse(demoSnippets.find((snippet) => snippet.id === "home-slider")?.translations.en ?? "[]");
    expect(slides).toHaveLength(3);
    const bonuses = JSON.parse(
      demoSnippets.find((snippet) => snippet.id === "welcome-bonus-dropdown")?.translations.ru ?? "[]",
    );
    expect(bonuses.map((option: { id: unknown }) => option.id)).toEqual([73, 74, 75]);
  });

  it("fills every placeholder", () => {
    expect(JSON.stringify([demoPages, demoSnippets, demoFiles])).not.toContain("{{");
  });

  it("reads every file of the content folder: none is left behind unused", async () => {
    const pages = await readJsonFile(DEMO_CONTENT_DIR, "pages.json", pageListSchema);
    const snippets = await readJsonFile(DEMO_CONTENT_DIR, "snippets.json", snippetListSchema);
    const read = ["company.json", "pages.json", "snippets.json", "files.json", "README.md", "blog.json"];
    for (const locale of LOCALES) {
      read.push(`${locale}/pages.json`, `${locale}/files.json`, `${locale}/vip.json`, `${locale}/blog.json`);
      for (const post of demoPosts) read.push(`${locale}/blog/${post.id}.html`);
      for (const page of pages) {
        read.push(`${locale}/pages/${page.id}.html`);
        if (page.json === "file") read.push(`${locale}/pages/${page.id}.json`);
      }
      for (const snippet of snippets) read.push(`${locale}/snippets/${snippet.id}.${snippet.format}`);
    }
    const present = readdirSync(DEMO_CONTENT_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(DEMO_CONTENT_DIR, join(entry.parentPath, entry.name)));
    expect(present.sort()).toEqual(read.sort());
  });

  it("has a handful of blog posts in every locale, with covers, unique slugs and site links", () => {
    expect(demoPosts.length).toBeGreaterThanOrEqual(4);
    for (const post of demoPosts) {
      expectAllLocales(post.translations, post.id);
      expect(existsSync(join(MEDIA, post.cover ?? "")), `${post.id} cover`).toBe(true);
      for (const [locale, text] of Object.entries(post.translations)) {
        expect(text?.slug, `${locale} ${post.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(text?.tags.length).toBeGreaterThan(0);
        checkHtml(text?.body ?? "", `${locale}/blog/${post.id}.html`);
      }
    }
    for (const locale of LOCALES) {
      const slugs = demoPosts.map((post) => post.translations[locale]?.slug);
      expect(new Set(slugs).size, locale).toBe(demoPosts.length);
    }
  });

  it("references only media files that exist", () => {
    for (const file of demoFiles) expectAllLocales(file.description, file.id);
    const urls = new Set([...mediaUrls(demoFiles), ...mediaUrls(demoPages), ...mediaUrls(demoSnippets)]);
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) expect(existsSync(join(MEDIA, url)), url).toBe(true);
  });

  it("keeps every SVG small, titled and marked as an image", () => {
    const root = join(MEDIA, "media");
    for (const dir of readdirSync(root)) {
      for (const name of readdirSync(join(root, dir)).filter((file) => file.endsWith(".svg"))) {
        const path = join(root, dir, name);
        const svg = readFileSync(path, "utf8");
        expect(statSync(path).size, name).toBeLessThan(6 * 1024);
        expect(svg, name).toMatch(/^<svg [^>]*role="img"[^>]*viewBox=|^<svg [^>]*viewBox="[^"]+"[^>]*role="img"/);
        expect(svg, name).toContain("<title");
        expect(svg, name).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
      }
    }
  });
});
