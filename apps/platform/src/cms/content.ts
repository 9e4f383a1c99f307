import type { DemoFile, DemoPage, DemoSnippet } from "./demo/types.ts";

/** Content to seed: the demo site by default, fixtures in tests. */
export interface CmsContent {
  pages: DemoPage[];
  snippets: DemoSnippet[];
  files: DemoFile[];
}

/**
 * The demo content written in ./demo (by the content writer). Imported by a computed specifier so
 * the platform still starts, with an empty CMS, while that module does not exist yet.
 */
export async function loadDemoContent(): Promise<CmsContent | undefined> {
  const specifier = "./demo/index.ts";
  try {
    const demo = (await import(specifier)) as {
      demoPages?: DemoPage[];
      demoSnippets?: DemoSnippet[];
      demoFiles?: DemoFile[];
    };
    return { pages: demo.demoPages ?? [], snippets: demo.demoSnippets ?? [], files: demo.demoFiles ?? [] };
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}
