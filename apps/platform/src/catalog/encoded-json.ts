import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

// A large JSON answer built once and compressed once (brotli and gzip), then sent as bytes to every
// request of the same catalog version: compressing 3 MB per request would cost far more than
// building it. Fastify's compress plugin leaves an answer that already has a Content-Encoding.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface EncodedJson {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function encodeJson(value: unknown, etag: string): Promise<EncodedJson> {
  const identity = Buffer.from(JSON.stringify(value));
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  return { etag, identity, gzip: gz, br };
}

/** True when the request's If-None-Match names `etag` (or `*`), so a 304 answers it. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** Sends the encoded answer (or 304) with its validators; `cacheControl` says who may keep it. */
export function sendEncodedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedJson,
  cacheControl: string,
): FastifyReply {
  reply.header("etag", encoded.etag).header("cache-control", cacheControl).header("vary", "Accept-Encoding");
  if (matchesEtag(request, encoded.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply.type("application/json; charset=utf-8");
  // Neither accepted: the plain bytes (the compress plugin may still deflate them).
  if (encoding === null) return reply.send(encoded.identity);
  return reply.header("content-encoding", encoding).send(encoding === "br" ? encoded.br : encoded.gzip);
}
