/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { isSitePage, offlinePageForPath } from "./offline-path.ts";
import { listenForPushes } from "./sw-push.ts";

// The site's service worker, built by scripts/build-service-worker.ts into build/client/sw.js.
// - Precache: the shell's scripts and styles, the offline page of each locale, icons and logo;
//   the build writes their list (with revisions) into `self.__WB_MANIFEST`.
// - Pages: always from the network (never stored: they carry the player's data); when the network
//   fails, the offline page in the language of the URL's locale prefix.
// - Game thumbnails (public, generated artwork): cache first, bounded in count and age.
// - Everything else, the API above all, is not touched: the browser fetches it as without a worker.
// A new release installs a new worker, which takes over at once (skipWaiting, clientsClaim) and
// drops the previous precache: pages never run a stale shell.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const THUMBNAIL = /^\/api\/games\/thumbnails\/[\w.-]+\/[\w.-]+\.webp$/;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Navigation preload: the page request starts while the worker boots (NetworkOnly uses it).
self.addEventListener("activate", (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

const pages = new NetworkOnly();
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && isSitePage(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(offlinePageForPath(options.url.pathname))) ?? Response.error();
    }
  },
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === "GET" && THUMBNAIL.test(url.pathname),
  new CacheFirst({
    cacheName: "game-thumbnails",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

listenForPushes();
