import { fileURLToPath } from "node:url";
import { LOCALES, type Locale } from "@croupier/contract";
import type { z } from "zod";
import {
  companySchema,
  fileListSchema,
  fileTextsSchema,
  jsonBlockSchema,
  pageListSchema,
  pageTextsSchema,
  readHtmlFile,
  readJsonFile,
  snippetListSchema,
  vipWordsSchema,
} from "./content-files.ts";
import { fillPlaceholders, fillPlaceholdersInJson } from "./placeholders.ts";
import { readDemoBlog } from "./read-demo-blog.ts";
import type { CmsContent, DemoFile, DemoPage, DemoSnippet } from "./types.ts";
import { renderLevelList, renderPointsList, vipLevelsJson } from "./vip-levels.ts";

/**
 * The demo site's content: plain files, one folder per locale (apps/platform/content/cms). The
 * platform runs from source, so the seed reads them from there at start.
 */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL("../../../content/cms/", import.meta.url));

interface Site {
  company: z.infer<typeof companySchema>;
  pages: z.infer<typeof pageListSchema>;
  snippets: z.infer<typeof snippetListSchema>;
  files: z.infer<typeof fileListSchema>;
}

/** One locale's texts of every page, snippet and file, in the order of the site's lists. */
interface LocaleTexts {
  pages: DemoPage["translations"][Locale][];
  snippets: string[];
  files: string[];
}

/** Reads the demo site from its content files, every locale of the site, in seeding order. */
export async function readDemoContent(root: string = DEMO_CONTENT_DIR): Promise<CmsContent> {
  const [company, pages, snippets, files] = await Promise.all([
    readJsonFile(root, "company.json", companySchema),
    readJsonFile(root, "pages.json", pageListSchema),
    readJsonFile(root, "snippets.json", snippetListSchema),
    readJsonFile(root, "files.json", fileListSchema),
  ]);
  const posts = await readDemoBlog(root);
  const site: Site = { company, pages, snippets, files };
  const texts = await Promise.all(LOCALES.map((locale) => readLocale(root, locale, site)));
  const perLocale = <T>(pick: (locale: LocaleTexts) => T): Record<Locale, T> =>
    Object.fromEntries(LOCALES.map((locale, index) => [locale, pick(texts[index] as LocaleTexts)])) as Record<
      Locale,
      T
    >;
  return {
    posts,
    pages: pages.map(
      ({ id, path, layout, categories, parent, position }, index): DemoPage => ({
        id,
        path,
        layout,
        categories,
        ...(parent === undefined ? {} : { parent }),
        position,
        translations: perLocale((locale) => locale.pages[index] as DemoPage["translations"][Locale]),
      }),
    ),
    snippets: snippets.map(
      ({ id, categories }, index): DemoSnippet => ({
        id,
        categories,
        translations: perLocale((locale) => locale.snippets[index] as string),
      }),
    ),
    files: files.map(
      ({ id, url, categories }, index): DemoFile => ({
        id,
        url,
        categories,
        description: perLocale((locale) => locale.files[index] as string),
      }),
    ),
  };
}

async function readLocale(root: string, locale: Locale, site: Site): Promise<LocaleTexts> {
  const at = (path: string) => `${locale}/${path}`;
  const [pageTexts, fileTexts, vipWords] = await Promise.all([
    readJsonFile(root, at("pages.json"), pageTextsSchema),
    readJsonFile(root, at("files.json"), fileTextsSchema),
    readJsonFile(root, at("vip.json"), vipWordsSchema),
  ]);
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(site.company).map(([key, value]) => [`company.${key}`, value])),
    "vip.levels": renderLevelList(vipWords, locale),
    "vip.points": renderPointsList(vipWords, locale),
  };
  const fill = (text: string, where: string) => fillPlaceholders(text, values, at(where));
  const fillJson = (value: unknown, where: string) => fillPlaceholdersInJson(value, values, at(where));
  const textOf = <T>(record: Record<string, T>, id: string, file: string): T => {
    const value = record[id];
    if (value === undefined) throw new Error(`${at(file)}: nothing for "${id}"`);
    return value;
  };

  const pages = await Promise.all(
    site.pages.map(async (page) => {
      const { title, description, keywords } = textOf(pageTexts, page.id, "pages.json");
      const html = `pages/${page.id}.html`;
      const json = page.json === "file" ? `pages/${page.id}.json` : undefined;
      return {
        title: fill(title, "pages.json"),
        description: fill(description, "pages.json"),
        keywords: fill(keywords, "pages.json"),
        content: fill(await readHtmlFile(root, at(html)), html),
        ...(json ? { json: fillJson(await readJsonFile(root, at(json), jsonBlockSchema), json) } : {}),
        ...(page.json === "vip-levels" ? { json: vipLevelsJson(vipWords) } : {}),
      };
    }),
  );
  // A JSON snippet is stored as compact JSON text, the way the site reads it back.
  const snippets = await Promise.all(
    site.snippets.map(async (snippet) => {
      const path = `snippets/${snippet.id}.${snippet.format}`;
      if (snippet.format === "html") return fill(await readHtmlFile(root, at(path)), path);
      return JSON.stringify(fillJson(await readJsonFile(root, at(path), jsonBlockSchema), path));
    }),
  );
  const files = site.files.map((file) => fill(textOf(fileTexts, file.id, "files.json"), "files.json"));
  return { pages, snippets, files };
}
