import type { SeedStep } from "../seed/run-seeds.ts";
import { seedBlogPosts } from "./blog-seed.ts";
import type { CmsContent } from "./content.ts";
import { sanitizeCmsHtml, sanitizeCmsJson, sanitizeCmsText } from "./sanitize-cms-html.ts";
import {
  cmsFiles,
  cmsFileTranslations,
  cmsPages,
  cmsPageTranslations,
  cmsSnippets,
  cmsSnippetTranslations,
} from "./schema.ts";

/** Seeds the CMS once; with no content yet the step stays unrecorded and runs on a later start. */
export function createCmsSeeds(content: CmsContent | undefined): SeedStep[] {
  return [
    {
      name: "cms.demo.v1",
      run: async (tx) => {
        if (!content || content.pages.length + content.snippets.length + content.files.length === 0) return false;
        for (const page of content.pages) {
          const { id, path, layout, categories, parent, position } = page;
          await tx.insert(cmsPages).values({ id, path, layout, categories, parentId: parent ?? null, position });
          const translations = Object.entries(page.translations).map(([locale, t]) => ({
            pageId: id,
            locale,
            title: t.title,
            description: t.description,
            keywords: t.keywords,
            // Sanitised on write: what the database holds is already safe to render.
            content: sanitizeCmsHtml(t.content),
            json: t.json ? sanitizeCmsJson(t.json) : null,
          }));
          if (translations.length) await tx.insert(cmsPageTranslations).values(translations);
        }
        for (const snippet of content.snippets) {
          await tx.insert(cmsSnippets).values({ id: snippet.id, categories: snippet.categories });
          const rows = Object.entries(snippet.translations).map(([locale, text]) => ({
            snippetId: snippet.id,
            locale,
            content: sanitizeCmsText(text),
          }));
          if (rows.length) await tx.insert(cmsSnippetTranslations).values(rows);
        }
        for (const file of content.files) {
          await tx.insert(cmsFiles).values({ id: file.id, url: file.url, categories: file.categories });
          const rows = Object.entries(file.description).map(([locale, description]) => ({
            fileId: file.id,
            locale,
            description,
          }));
          if (rows.length) await tx.insert(cmsFileTranslations).values(rows);
        }
        return true;
      },
    },
    // Its own step: sites seeded before the blog existed get the demo posts on their next start.
    { name: "cms.blog.v1", run: (tx) => seedBlogPosts(tx, content?.posts ?? []) },
  ];
}
