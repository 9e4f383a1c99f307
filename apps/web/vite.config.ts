import { writeFileSync } from "node:fs";
import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import type { ModuleInfo } from "rolldown";
import { defineConfig, type Plugin } from "vite";

// The dev server forwards API calls to the platform; media is served from public/ by Vite itself.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

/**
 * `virtual:catalogue-urls`: the client chunk URL of each catalogue and locale (`messages:es`,
 * `cashier:es`; the validation texts as `validation:es`), so the server can modulepreload the ones
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
    // The service worker's build (scripts/build-service-worker.ts) precaches the first-load catalogues.
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      writeFileSync(path.join(options.dir, "..", "catalogue-urls.json"), JSON.stringify(urls));
    },
  };
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@lingui[\\/](core|react)|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;
const isFrameworkModule = (id: string) => FRAMEWORK.test(id);
const ROOT_AND_STYLES = /[\\/]app[\\/]root\.tsx$|\.css$/;
/** Modules every route imports though the layouts do not: a file of their own would cost more than they weigh. */
const EVERY_ROUTE = /[\\/]app[\\/]shell[\\/]page-meta\.tsx$/;
/** The browser's API caller and what it imports: one chunk for every form and lazy body that calls. */
const API_CALLER = /[\\/]contract[\\/]src[\\/](client[\\/]call|media-types)\.ts$|[\\/]app[\\/]lib[\\/]api\.client\.ts$/;
/** The modules every page runs: the root layout and the locale layout, the parents of every route. */
const LAYOUTS = /[\\/]app[\\/](root\.tsx|routes[\\/]locale-layout\.tsx)$/;

/**
 * Names the shell chunk: the app's modules that the layouts import statically, directly or
 * through other modules. Every page runs them, so one chunk costs no page anything; a module only
 * pages or lazy bodies import stays with them, so no page pays for another's code.
 */
function shellChunkName() {
  const verdicts = new Map<string, boolean>();
  const isEveryPageModule = (id: string, getModuleInfo: (id: string) => ModuleInfo | null): boolean => {
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const path = current.split("?")[0] ?? current;
      if (verdicts.get(current) || LAYOUTS.test(path) || EVERY_ROUTE.test(path)) return true;
      for (const importer of getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return false;
  };
  return (id: string, context: { getModuleInfo: (id: string) => ModuleInfo | null }): string | null => {
    // The root layout, which imports the site's styles, keeps its own chunk: were the styles part
    // of the shell chunk, every lazy chunk that imports from the shell would list them, and React
    // Router lets such a chunk link the stylesheet a second time (every font declared twice).
    if (id.includes("node_modules") || ROOT_AND_STYLES.test(id.split("?")[0] ?? id)) return null;
    const verdict = verdicts.get(id) ?? isEveryPageModule(id, (module) => context.getModuleInfo(module));
    verdicts.set(id, verdict);
    return verdict ? "shell" : null;
  };
}

export default defineConfig({
  // macroTransform compiles Lingui macros natively (no Babel); .po imports compile on the fly.
  // Missing translations fail `lingui compile --strict`, which the build script runs first.
  plugins: [lingui({ macroTransform: true }), reactRouter(), catalogueUrls()],
  environments: {
    client: {
      build: {
        // The lazy modal bodies' dependencies are not preloaded beside them: the list of their
        // files (kept in the shell, which every page loads) weighed more than a modal's extra round trip.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Two chunks for what every page needs (the framework; the shell's own modules) instead
            // of a dozen small ones: fewer requests, better compression. Only statically imported
            // code is named; lazy pieces (embla, sonner, zod, modal bodies) keep their own chunks.
            codeSplitting: {
              groups: [
                { name: "framework", test: isFrameworkModule, priority: 2 },
                { name: shellChunkName(), debugName: "shell", priority: 1 },
                { name: "api", test: API_CALLER, priority: 0 },
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
