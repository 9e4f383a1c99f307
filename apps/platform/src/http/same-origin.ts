import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error.ts";

// Cross-site request defence without CSRF tokens (the clients of this API family send none):
// a state-changing request must come from the site's own origin. Applied to every path, not only
// /api, because the site's route actions call the API on the visitor's behalf.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const sameOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const siteOrigins = allowedOrigins(app.config);
    app.addHook("onRequest", async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // Server-to-server routes (payment gateway callbacks) authenticate by signature instead.
      if (request.routeOptions.config?.crossOrigin === true) return;
      if (!isSameOriginRequest(request, siteOrigins)) {
        throw new AppError("forbidden", "Cross-site request refused");
      }
    });
  },
  { name: "same-origin" },
);

/**
 * Browsers always send Origin on cross-origin state-changing requests, so a present Origin decides
 * alone; without it, Sec-Fetch-Site decides; with neither (a non-browser client such as the site's
 * renderer), X-Requested-With: XMLHttpRequest marks a deliberate API call.
 */
export function isSameOriginRequest(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const normalised = normaliseOrigin(origin);
    return normalised !== null && siteOrigins.has(normalised);
  }
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  return request.headers["x-requested-with"] === "XMLHttpRequest";
}

/**
 * The origins the check accepts, from configuration only (never the request's Host, which a client
 * chooses): PUBLIC_ORIGIN; with the demo default http://localhost:$PORT also the same port on the
 * loopback addresses, so the demo opened at http://127.0.0.1:3000 works too.
 */
export function allowedOrigins(config: { publicOrigin: string; publicOriginConfigured: boolean }): Set<string> {
  const origins = new Set([config.publicOrigin]);
  if (!config.publicOriginConfigured) {
    const { port } = new URL(config.publicOrigin);
    for (const host of ["127.0.0.1", "[::1]"]) origins.add(new URL(`http://${host}:${port}`).origin);
  }
  return origins;
}

function normaliseOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
