import { existsSync } from "node:fs";
import { DEMO_CONTENT_DIR, readDemoContent } from "./demo/read-demo-content.ts";
import type { CmsContent } from "./demo/types.ts";

export type { CmsContent } from "./demo/types.ts";

/**
 * The demo site's content files (apps/platform/content/cms). Without that folder the platform
 * still starts, with an empty CMS; with it, a broken file stops the start with its name.
 */
export async function loadDemoContent(): Promise<CmsContent | undefined> {
  if (!existsSync(DEMO_CONTENT_DIR)) return undefined;
  return readDemoContent();
}
