import { z } from "zod";

// GET /batch?url[]=api/x&url[]=api/y: several GET calls of this API in one
// round trip. Existing clients disagree on the answer (an array of JSON strings, or an object of
// parsed bodies read with Object.values); ours is the array of parsed bodies in request order,
// which the latter reads as it is.

export const BATCH_MAX_URLS = 12;
/** A batch URL: a path of this API, relative ("api/player") or absolute ("/api/player"). */
export const BATCH_URL_MAX_LENGTH = 2048;

const batchUrl = z.string().min(1, "required").max(BATCH_URL_MAX_LENGTH, "too_long");
const batchUrls = z.union([batchUrl, z.array(batchUrl).min(1, "required").max(BATCH_MAX_URLS, "format")]);

export const batchQuery = z.object({ "url[]": batchUrls.optional(), url: batchUrls.optional() });

/** One parsed body per URL, in request order (null for an answer without a body). */
export const batchAnswer = z.array(z.unknown()).meta({ id: "BatchAnswer" });
export type BatchAnswer = z.infer<typeof batchAnswer>;
