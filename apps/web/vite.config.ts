import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// The dev server forwards API calls to the platform; media is served from public/ by Vite itself.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

/**
 * `virtual:catalogue-urls`: the client chunk URL of each catalogue and locale (`messages:es`,
 * `wallet:es`; the validation texts as `validation:es`), so the server can modulepreload the ones
 * a page needs and hydration does not wait for an extra round trip. The client environment is built first and records the chunk names; the SSR build then reads them. In dev
 * (or an SSR-only build) the map is empty and nothing is preloaded.
 */
function catalogueUrls(): Plugin {
  const id = "virtual:catalogue-urls";
  const resolved = `\0${id}`;
  const urls: Record<string, string> = {};
  let base = "/";
  return {
    name: "croupier:catalogue-urls",
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base;
    },
    resolveId(source) {
      return source === id ? resolved : undefined;
    },
    load(source) {
      return source === resolved ? `export default ${JSON.stringify(urls)};` : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const catalogue = chunk.facadeModuleId?.match(/locales\/([^/]+)\/([a-z]+)\.po$/);
        if (catalogue) urls[`${catalogue[2]}:${catalogue[1]}`] = `${base}${chunk.fileName}`;
        const texts = chunk.facadeModuleId?.match(/validation\/texts\/([^/]+)\.ts$/);
        if (texts) urls[`validation:${texts[1]}`] = `${base}${chunk.fileName}`;
      }
    },
  };
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@lingui[\\/](core|react)|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;
const SHELL_DIRS = /[\\/]app[\\/](shell|components|lib|modals)[\\/][^\\/]+$/;
const isFrameworkModule = (id: string) => FRAMEWORK.test(id);
/**
 * Modules of the shell's folders that are not part of every page: the game tile travels with the
 * pages and lazy sections that show games, the API client with the forms.
 */
const NOT_SHELL = ["/components/game-tile.tsx", "/lib/api.client.ts"];
/** Modules outside the shell's folders that every page runs (the root layout imports them). */
const EVERY_PAGE = ["/app/i18n/catalogs.ts", "/app/i18n/validation-texts.ts", "/app/wallet/accounts-store.ts"];
/** The shell's modules and what they share with the pages (not lazy bodies or the support API). */
function isShellModule(id: string): boolean {
  const path = id.split("?")[0] ?? id;
  if (EVERY_PAGE.some((module) => path.endsWith(module))) return true;
  if (NOT_SHELL.some((module) => path.endsWith(module))) return false;
  return SHELL_DIRS.test(path);
}

export default defineConfig({
  // macroTransform compiles Lingui macros natively (no Babel); .po imports compile on the fly.
  // Missing translations fail `lingui compile --strict`, which the build script runs first.
  plugins: [lingui({ macroTransform: true }), reactRouter(), catalogueUrls()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two chunks for what every page needs (the framework; the shell's own modules) instead
            // of a dozen small ones: fewer requests, better compression. Only statically imported
            // code is named; lazy pieces (embla, sonner, zod, modal bodies) keep their own chunks.
            codeSplitting: {
              groups: [
                { name: "framework", test: isFrameworkModule, priority: 2 },
                { name: "shell", test: isShellModule, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: apiOrigin, changeOrigin: false } },
  },
});
