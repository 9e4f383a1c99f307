import {
  ACCEPTED_MEDIA_TYPES,
  DEFAULT_LOCALE,
  matchLocale,
  parseAcceptLanguage,
  requestedApiVersion,
} from "@croupier/contract";
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error.ts";

// The API family's conventions: vendor media types in Accept and in request
// bodies, empty JSON bodies, the locale of each request, and JSON answers.

const JSON_BODY_TYPES = ["application/json", ...ACCEPTED_MEDIA_TYPES.filter((type) => type !== "application/json")];
const ACCEPTABLE_RANGES = new Set<string>([...ACCEPTED_MEDIA_TYPES, "*/*", "application/*"]);

export const apiConventionsPlugin = fp(
  async (app: FastifyInstance) => {
    // Clients of this API family send `Content-Type: application/json` with no body on calls that
    // carry no data (sign-out, adding a favourite): an empty body is an empty object on every route.
    const parseJson = app.getDefaultJsonParser("error", "error");
    const parseJsonOrEmpty: FastifyBodyParser<string> = (request, body, done) => {
      if (body.trim() === "") return done(null, {});
      return parseJson(request, body, done);
    };
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(JSON_BODY_TYPES, { parseAs: "string" }, parseJsonOrEmpty);
    app.decorateRequest("locale", DEFAULT_LOCALE);
    app.decorateRequest("apiVersion", 1);
    app.addHook("onRequest", async (request) => {
      request.locale = chooseRequestLocale(request);
      if (!isApiPath(request.url) || request.url.startsWith("/api/docs")) return;
      const accept = headerValue(request.headers["accept-client"]) ?? headerValue(request.headers.accept);
      if (!isAcceptable(accept)) throw new AppError("not_acceptable", "Not acceptable: ask for application/json");
      request.apiVersion = requestedApiVersion(accept);
    });
  },
  { name: "api-conventions" },
);

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

function chooseRequestLocale(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.l === "string" ? matchLocale(query.l) : null;
  if (fromQuery) return fromQuery;
  for (const tag of parseAcceptLanguage(headerValue(request.headers["accept-language"]))) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** Absent or empty Accept means "anything"; otherwise one listed range must be ours. */
export function isAcceptable(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(",").some((part) => {
    const [range = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    return !refused && ACCEPTABLE_RANGES.has(range);
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}
