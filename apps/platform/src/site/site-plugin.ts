import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { buildPageCsp } from "../http/security-headers.ts";
import { sendWebResponse } from "./send-web-response.ts";
import { SETUP_PAGE } from "./setup-page.ts";
import { toWebRequest } from "./web-request.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";
/** The extension of a precompressed copy, which @fastify/static serves in place of the file. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * The player site on the same origin as the API: the web build's client files as static assets
 * and every other page (GET/HEAD, and POST for route actions) rendered by React Router. An
 * encapsulated plugin: its raw-body parser does not leak into /api.
 */
export async function sitePlugin(app: FastifyInstance): Promise<void> {
  const buildDir = app.config.webBuildDir;
  const serverBuildPath = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuildPath)) {
    app.log.warn({ buildDir }, "web build not found: serving the setup page at /");
    app.get("/", { schema: { hide: true } }, async (_request, reply) => sendHtml(reply, SETUP_PAGE));
    return;
  }

  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");

  const serviceWorkerPath = path.join(buildDir, "client", "sw.js");
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // The build writes a Brotli and a gzip copy of each text file (scripts/precompress-assets.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, servedPath) => {
      const filePath = servedPath.replace(PRECOMPRESSED, "");
      // The service worker is checked for updates on every visit (a release takes over at once);
      // served from the root, its scope may be the whole site.
      if (filePath === serviceWorkerPath) {
        reply.header("cache-control", "no-cache").header("service-worker-allowed", "/");
        return;
      }
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", isHashed ? IMMUTABLE : SHORT);
    },
  });

  // Route actions receive the body untouched (forms, single-fetch) so React Router parses it;
  // buffered, so BODY_LIMIT_BYTES bounds it as it bounds /api.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.route({
    method: ["GET", "HEAD", "POST"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const nonce = randomBytes(16).toString("base64");
      const response = await handleRequest(toWebRequest(request, reply, nonce), new RouterContextProvider());
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        reply.header("content-security-policy", buildPageCsp(nonce));
      }
      return sendWebResponse(reply, response, request.method === "HEAD");
    },
  });
}

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.type("text/html; charset=utf-8").header("content-security-policy", buildPageCsp("none")).send(html);
}
