import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error.ts";

// Cross-site request defence without CSRF tokens (the clients of this API family send none):
// a state-changing request must come from the site's own origin. Applied to every path, not only
// /api, because the site's route actions call the API on the visitor's behalf.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const sameOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const publicOrigin = app.config.publicOrigin;
    app.addHook("onRequest", async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // Server-to-server routes (payment gateway callbacks) authenticate by signature instead.
      if (request.routeOptions.config?.crossOrigin === true) return;
      if (!isSameOriginRequest(request, publicOrigin ?? `${request.protocol}://${request.host}`)) {
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
export function isSameOriginRequest(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return normaliseOrigin(origin) === normaliseOrigin(siteOrigin);
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  return request.headers["x-requested-with"] === "XMLHttpRequest";
}

function normaliseOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
