// `.po` catalogues are compiled to `{ messages }` modules by @lingui/vite-plugin at import time.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

// Client chunk URL of each locale's catalogue, filled in by the build (see vite.config.ts).
declare module "virtual:catalogue-urls" {
  const urls: Partial<Record<string, string>>;
  export default urls;
}
