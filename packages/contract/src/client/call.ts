import type { Locale } from "../i18n/locales.ts";
import { MEDIA_TYPE_V1 } from "../media-types.ts";
import type { FieldErrors } from "../validation/field-errors.ts";

/** A refused or failed call: what the error body said (status 0 when no answer came). */
export interface ApiFailure {
  ok: false;
  status: number;
  errors?: FieldErrors;
  /** The failure's words for people (`"network"` when no answer came). */
  error?: string;
  /** The failure's machine code where the body has one (`{ error, code }`, e.g. `game_unavailable`). */
  code?: string;
  /** A refused game call's balance after the refusal, where the body has one. */
  balance?: number;
  /** How long to wait before the next round, where a refused game call says so. */
  retry_after_ms?: number;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  locale?: Locale;
  /** Extra headers on every call (the renderer forwards Cookie and X-Forwarded-For). */
  headers?: Record<string, string>;
}

/** One call of the API: method, path (with its query) and an optional JSON body. */
export type ApiCall = <T>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>;
export type EmptyObject = Record<string, never>;

/**
 * The one function every call goes through: the locale on the query and in Accept-Language, the
 * contract's media type, cookies included; the answer as an ApiResult, never a throw.
 */
export function createCall(options: ApiClientOptions = {}): ApiCall {
  const baseUrl = options.baseUrl ?? "";
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  return async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const separator = path.includes("?") ? "&" : "?";
    const url = options.locale
      ? `${baseUrl}${path}${separator}l=${encodeURIComponent(options.locale)}`
      : `${baseUrl}${path}`;
    const headers: Record<string, string> = {
      Accept: MEDIA_TYPE_V1,
      "X-Requested-With": "XMLHttpRequest",
      ...options.headers,
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (options.locale) headers["Accept-Language"] = options.locale;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, error: "network" };
    }
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : null;
    if (response.ok) return { ok: true, status: response.status, data: parsed as T };
    const { errors, error, code, balance, retry_after_ms } = (parsed ?? {}) as Record<string, unknown>;
    // The optional parts appear only when the body has them in the right type.
    return {
      ok: false,
      status: response.status,
      errors: errors as FieldErrors | undefined,
      error: error as string | undefined,
      ...(typeof code === "string" && { code }),
      ...(typeof balance === "number" && { balance }),
      ...(typeof retry_after_ms === "number" && { retry_after_ms }),
    };
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
