import { type ApiClient, createApiClient, type Locale } from "@croupier/contract";

// Server-side API access for loaders: the platform is reached over loopback, and the visitor's
// cookies, languages and IP travel with each call so the platform answers as it would the browser.
// The SSR token lets the platform trust the forwarded IP (it only comes from our renderer).

export function getApiOrigin(): string {
  return process.env.API_ORIGIN ?? "http://127.0.0.1:3000";
}

/** The visitor's cookies, languages and IP, and our SSR token, for a call made on their behalf. */
export function forwardedHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookie = request.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  const acceptLanguage = request.headers.get("accept-language");
  if (acceptLanguage) headers["accept-language"] = acceptLanguage;
  const clientIp = request.headers.get("x-croupier-client-ip");
  if (clientIp) headers["x-forwarded-for"] = clientIp;
  const ssrToken = process.env.CROUPIER_SSR_TOKEN;
  if (ssrToken) headers["x-croupier-ssr"] = ssrToken;
  return headers;
}

export function createServerApi(request: Request, locale: Locale): ApiClient {
  const headers = forwardedHeaders(request);
  return createApiClient({ baseUrl: getApiOrigin(), locale, headers, fetch: sharedWithinRequest(request) });
}

/**
 * GETs that the root loader and a page's loader both make for one request (the signed-in player;
 * the visitor's country) and whose answer cannot change within it. React Router hands every loader
 * of one request the same Request object, so the first call's answer is kept for that Request and
 * the others read it instead of asking the platform again. Only loaders' clients share: the cookie
 * relay (which acts for the visitor) always asks.
 */
const SHARED_GET_PATHS = new Set(["/api/player", "/api/current_ip"]);

interface SharedAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: string;
}

const sharedAnswers = new WeakMap<Request, Map<string, Promise<SharedAnswer>>>();

function sharedWithinRequest(request: Request): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method !== "GET" || !SHARED_GET_PATHS.has(new URL(url).pathname)) return fetchWithTimeout(input, init);
    let answers = sharedAnswers.get(request);
    if (!answers) {
      answers = new Map();
      sharedAnswers.set(request, answers);
    }
    // The URL carries the locale; the headers are the request's own, the same for every loader.
    let answer = answers.get(url);
    if (!answer) {
      answer = fetchWithTimeout(input, init).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: await response.text(),
      }));
      answers.set(url, answer);
      // A failed call (timeout, platform down) is not kept: it answers the loaders waiting on it.
      answer.catch(() => {
        if (answers.get(url) === answer) answers.delete(url);
      });
    }
    const { status, statusText, headers, body } = await answer;
    return new Response(body, { status, statusText, headers });
  };
}

/**
 * A server client whose answers' Set-Cookie headers are collected, for loaders that act for the
 * visitor (the confirmation link signs the player in): pass `setCookies` on to the browser.
 */
export function createCookieRelayApi(request: Request, locale: Locale): { api: ApiClient; setCookies: string[] } {
  const setCookies: string[] = [];
  const relay = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetchWithTimeout(input, init);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  const api = createApiClient({ baseUrl: getApiOrigin(), locale, headers: forwardedHeaders(request), fetch: relay });
  return { api, setCookies };
}

/** A slow platform must not hang the page: after 4 s the call fails and the page renders empty. */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, signal: AbortSignal.timeout(4000) });
}

/** The data of a successful call, or the fallback when the platform is down or answers an error. */
export async function dataOr<T>(call: Promise<{ ok: true; data: T } | { ok: false }>, fallback: T): Promise<T> {
  try {
    const result = await call;
    return result.ok && result.data != null ? result.data : fallback;
  } catch {
    return fallback;
  }
}
