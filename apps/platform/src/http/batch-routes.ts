import {
  BATCH_MAX_URLS,
  batchAnswer,
  batchQuery,
  errorBody,
  formatMessage,
  type MessageCode,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";

// GET /batch?url[]=api/x&url[]=api/y: up to 12 GET calls of this API in one
// round trip, each answered in-process (app.inject) with the caller's cookie and language, as if
// the browser had made it. Only paths of this API are taken: nothing is ever fetched from
// another host, and a batch cannot contain a batch.

/** The headers a call inside the batch inherits; never Accept-Encoding (bodies are parsed here). */
const FORWARDED_HEADERS = ["cookie", "accept", "accept-client", "accept-language", "user-agent", "x-requested-with"];
/** The bodies of one batch together; beyond this the batch answers 413 (ask for those calls alone). */
export const BATCH_MAX_ANSWER_BYTES = 4 * 1024 * 1024;
const PARSE_BASE = "http://batch.invalid";

export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/batch",
    {
      schema: {
        tags: ["batch"],
        summary: `Up to ${BATCH_MAX_URLS} GET calls of this API in one request (url[]=api/…)`,
        description:
          "Each `url[]` is a path of this API (`api/player`, `/api/games/jackpots?x=1`), answered with the " +
          "caller's cookie and language. The answer is an array of the parsed bodies in request order " +
          "(null for an empty body), whatever each call's status below 500; a call that fails on the " +
          "server fails the batch (500, or 503 while unavailable).",
        querystring: batchQuery,
        response: { 200: batchAnswer, 413: errorBody, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const { url, "url[]": list } = request.query;
      const urls = [list, url].flat().filter((item): item is string => item !== undefined);
      if (urls.length === 0) throw urlError(request, "required");
      if (urls.length > BATCH_MAX_URLS) throw urlError(request, "format");
      const paths = urls.map((item) => apiPathOf(item));
      if (paths.some((path) => path === null)) throw urlError(request, "format");
      const headers = forwardedHeaders(request);
      const answers = await Promise.all(
        paths.map((path) => app.inject({ method: "GET", url: path ?? "", headers, remoteAddress: request.clientIp })),
      );
      // A call that failed on our side fails the batch, with its status: a 200 around a server
      // error would hide it from the caller, the logs' status counts and the fuzz test.
      const failed = answers.find((answer) => answer.statusCode >= 500);
      if (failed) {
        throw new AppError(failed.statusCode === 503 ? "unavailable" : "internal", "A call in the batch failed");
      }
      const size = answers.reduce((total, answer) => total + answer.rawPayload.length, 0);
      if (size > BATCH_MAX_ANSWER_BYTES) throw new AppError("payload_too_large", "Batch answer too large");
      reply.header("cache-control", "private, no-store");
      return answers.map((answer) => parseBody(answer.body));
    },
  );
};

/**
 * "api/x?y" or "/api/x?y" → "/api/x?y"; anything else (another host, a scheme, a protocol-relative
 * or backslashed path, dot segments, control characters, a path outside /api) → null.
 */
export function apiPathOf(raw: string): string | null {
  if (raw.includes("\\") || hasControlCharacter(raw)) return null;
  const candidate = raw.startsWith("/") ? raw : `/${raw}`;
  if (candidate.startsWith("//")) return null;
  let parsed: URL;
  try {
    parsed = new URL(candidate, PARSE_BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== PARSE_BASE) return null;
  const path = `${parsed.pathname}${parsed.search}`;
  // The URL parser resolves dot segments; a path it changed had some (or encoded ones).
  if (!candidate.startsWith(parsed.pathname) || /%2e|%2f|%5c/i.test(parsed.pathname)) return null;
  if (!parsed.pathname.startsWith("/api/")) return null;
  return path;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function urlError(request: FastifyRequest, code: MessageCode): AppError {
  return new AppError("validation_failed", undefined, { fields: { url: [formatMessage(code, request.locale)] } });
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

function parseBody(body: string): unknown {
  if (body === "") return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
