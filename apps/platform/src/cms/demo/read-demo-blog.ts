import { existsSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "@croupier/contract";
import { z } from "zod";
import { readHtmlFile, readJsonFile } from "./content-files.ts";
import type { DemoPost } from "./types.ts";

// The demo blog: blog.json lists the posts (translation group id, cover, age); each locale has
// <locale>/blog.json (slug, title, summary, author, tags by post id) and <locale>/blog/<id>.html.

const postListSchema = z.array(
  z.strictObject({ id: z.string().min(1), cover: z.string().nullable(), days_ago: z.number().int() }),
);

const postTextsSchema = z.record(
  z.string(),
  z.strictObject({
    slug: z.string().min(1),
    title: z.string().min(1),
    summary: z.string(),
    author: z.string(),
    tags: z.array(z.string().min(1)),
  }),
);

/** Reads the demo blog; without blog.json, no posts. */
export async function readDemoBlog(root: string): Promise<DemoPost[]> {
  if (!existsSync(join(root, "blog.json"))) return [];
  const list = await readJsonFile(root, "blog.json", postListSchema);
  const posts: DemoPost[] = list.map((post) => ({
    id: post.id,
    cover: post.cover,
    daysAgo: post.days_ago,
    translations: {},
  }));
  for (const locale of LOCALES) {
    const texts = await readJsonFile(root, `${locale}/blog.json`, postTextsSchema);
    for (const post of posts) {
      const text = texts[post.id];
      if (!text) throw new Error(`${locale}/blog.json: nothing for "${post.id}"`);
      const body = await readHtmlFile(root, `${locale}/blog/${post.id}.html`);
      post.translations[locale] = { ...text, body };
    }
  }
  return posts;
}
