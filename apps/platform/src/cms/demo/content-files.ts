import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

// The files of content/cms and what each must hold. Checked when read, so a mistyped key or a
// missing field stops the seed with the file's name instead of seeding a half-empty page.

/** pages.json: the pages in seeding order, with what every locale shares. */
export const pageListSchema = z.array(
  z.strictObject({
    id: z.string().min(1),
    path: z.string().startsWith("/"),
    layout: z.string().min(1),
    categories: z.array(z.string()),
    parent: z.string().optional(),
    position: z.number().int(),
    /** The page's JSON block: "file" reads <locale>/pages/<id>.json; "vip-levels" is rendered. */
    json: z.enum(["file", "vip-levels"]).optional(),
  }),
);

/** snippets.json: the snippets in seeding order; "json" snippets hold data rather than HTML. */
export const snippetListSchema = z.array(
  z.strictObject({ id: z.string().min(1), categories: z.array(z.string()), format: z.enum(["html", "json"]) }),
);

/** files.json: the media files (artwork under apps/web/public) in seeding order. */
export const fileListSchema = z.array(
  z.strictObject({ id: z.string().min(1), url: z.string().min(1), categories: z.array(z.string()) }),
);

/** company.json: the operator's facts, named in content as {{company.<key>}}. */
export const companySchema = z.record(z.string(), z.string());

/** <locale>/pages.json: each page's title and search-engine texts, by page id. */
export const pageTextsSchema = z.record(
  z.string(),
  z.strictObject({ title: z.string().min(1), description: z.string(), keywords: z.string() }),
);

/** <locale>/files.json: each file's description, by file id. */
export const fileTextsSchema = z.record(z.string(), z.string());

/** <locale>/vip.json: the words around the VIP levels (see VipWords). */
export const vipWordsSchema = z.strictObject({
  levelNames: z.array(z.string().min(1)),
  leagueNames: z.strictObject({ rookie: z.string(), premier: z.string(), high: z.string() }),
  levelLine: z.string(),
  cashback: z.string(),
  noCashback: z.string(),
  pointsLine: z.string(),
});

/** A page's JSON block or a JSON snippet: any JSON; the site reads each with its own parser. */
export const jsonBlockSchema = z.json();

/** Reads a JSON file below the content folder and checks it against its schema. */
export async function readJsonFile<T>(root: string, path: string, schema: z.ZodType<T>): Promise<T> {
  const text = await readFile(join(root, path), "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Reads an HTML file below the content folder; its final newline belongs to the file, not the content. */
export async function readHtmlFile(root: string, path: string): Promise<string> {
  const text = await readFile(join(root, path), "utf8");
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}
