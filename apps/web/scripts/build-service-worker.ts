// After `react-router build`: draws the app's icons (app-icons.ts), writes the offline page of each
// locale, bundles the service worker
// (app/pwa/sw.ts, workbox modules included) and injects the precache list (workbox-build's
// injectManifest) into build/client/sw.js. The precache holds what the first page of any visit
// needs: the entry, the root and locale layout modules with their imports and styles, the route
// manifest, the `messages` and validation catalogues, the offline pages, icons and logo.
//   node scripts/build-service-worker.ts   (part of `npm run build`)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LOCALES, type Locale } from "@croupier/contract/i18n/locales";
import { setupI18n } from "@lingui/core";
import { lingui } from "@lingui/vite-plugin";
import type { ServerBuild } from "react-router";
import { build as bundle } from "rolldown";
import { createServer } from "vite";
import { injectManifest } from "workbox-build";
import { writeAppIcons } from "./app-icons.ts";

const webRoot = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(webRoot, "build/client");
const swFile = path.join(clientDir, "sw.js");

/** Renders app/pwa/offline-page.ts per locale through Vite (its Lingui macros and `.po` files compile as on the site). */
async function writeOfflinePages(): Promise<void> {
  const vite = await createServer({
    root: webRoot,
    configFile: false,
    logLevel: "warn",
    plugins: [lingui({ macroTransform: true, cwd: webRoot })],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderOfflinePage } = (await vite.ssrLoadModule(
      "/app/pwa/offline-page.ts",
    )) as typeof import("../app/pwa/offline-page.ts");
    await mkdir(path.join(clientDir, "offline"), { recursive: true });
    for (const locale of LOCALES) {
      const { messages } = await vite.ssrLoadModule(`/app/locales/${locale}/offline.po`);
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      await writeFile(path.join(clientDir, "offline", `${locale}.html`), renderOfflinePage(i18n, locale as Locale));
    }
  } finally {
    await vite.close();
  }
}

async function bundleWorker(): Promise<void> {
  await bundle({
    input: path.join(webRoot, "app/pwa/sw.ts"),
    platform: "browser",
    // Workbox's development logging is dropped by this replacement.
    transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
    output: { file: swFile, format: "iife", minify: true },
    logLevel: "warn",
  });
}

/** The first-load files, relative to build/client, from React Router's manifest and the catalogue map. */
async function shellFiles(): Promise<string[]> {
  const server = (await import(pathToFileURL(path.join(webRoot, "build/server/index.js")).href)) as ServerBuild;
  const { assets } = server;
  const layouts = ["root", ...LOCALES].flatMap((id) => assets.routes[id] ?? []);
  const urls = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const route of layouts) {
    for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) urls.add(url);
  }
  const catalogues = JSON.parse(await readFile(path.join(webRoot, "build/catalogue-urls.json"), "utf8")) as Record<
    string,
    string
  >;
  for (const [name, url] of Object.entries(catalogues)) {
    if (name.startsWith("messages:") || name.startsWith("validation:")) urls.add(url);
  }
  return [...urls].map((url) => url.replace(/^\//, ""));
}

await writeAppIcons(webRoot, clientDir);
await writeOfflinePages();
await bundleWorker();
const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: clientDir,
  globPatterns: [
    ...(await shellFiles()),
    "offline/*.html",
    "icons/icon-192.png",
    "icons/icon-maskable-192.png",
    "media/brand/*.svg",
    "fonts/*.woff2",
  ],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: build/client/sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
