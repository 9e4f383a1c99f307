import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Where `npm run build -w apps/backoffice` writes the staff's app. */
export const DEFAULT_BACKOFFICE_BUILD_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../backoffice/dist",
);

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The back office's pages: a single-page app with no inline script, so no nonce is needed and
 * nothing but our own files may run. It is never framed (the staff's actions are worth
 * clickjacking) and talks to our API only. Mantine writes its theme into a style element.
 */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const MISSING_BUILD =
  "The back office is not built. Run `npm run build -w apps/backoffice` (or `npm start`, which builds it), then reload.\n";

export interface BackofficePluginOptions {
  /** The Vite build of apps/backoffice: index.html and assets/. */
  buildDir: string;
}

/**
 * `/backoffice/*`: the staff's app on the platform's origin, beside the player site but with its
 * own bundle. Hashed assets are cached for a year; every other path under /backoffice answers the
 * app's index.html (never cached, so a new build is picked up at once), whose router shows the page.
 * Without a build, a plain 503 says how to make one.
 */
export async function backofficePlugin(app: FastifyInstance, options: BackofficePluginOptions): Promise<void> {
  const indexPath = path.join(options.buildDir, "index.html");
  if (!existsSync(indexPath)) {
    app.log.warn({ buildDir: options.buildDir }, "back office build not found: /backoffice answers 503");
    const unavailable = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type("text/plain; charset=utf-8").header("cache-control", "no-store").send(MISSING_BUILD);
    app.get("/backoffice", { schema: { hide: true } }, unavailable);
    app.get("/backoffice/*", { schema: { hide: true } }, unavailable);
    return;
  }

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, "assets"),
    prefix: "/backoffice/assets/",
    // The site plugin's instance already decorates the reply.
    decorateReply: false,
    index: false,
    // The build writes a Brotli and a gzip copy of each script and style sheet.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header("cache-control", IMMUTABLE);
    },
  });

  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", BACKOFFICE_CSP)
      .header("x-frame-options", "DENY")
      .header("x-robots-tag", "noindex, nofollow")
      // Read on every request: a rebuild while the platform runs is served at once.
      .send(await readFile(indexPath));
  app.get("/backoffice", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/backoffice/", 302));
  app.get("/backoffice/*", { schema: { hide: true } }, sendIndex);
}
