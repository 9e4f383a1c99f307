import type { HttpError } from "@refinedev/core";
import { t } from "../i18n/messages.ts";

/**
 * A failed call as Refine expects it (`statusCode`, `message`, field `errors`), with the API's
 * own body kept for the pages that act on it (the sign-in's `otp_required`). `statusCode` 0: the
 * server was not reached.
 */
export interface ApiError extends HttpError {
  body: unknown;
}

/** The API's field errors: `{ errors: { field: ["code"] } }` (422, and the sign-in's 401). */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const body = (error as Partial<ApiError> | undefined)?.body;
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === "object" ? (errors as Record<string, string[]>) : {};
}

/**
 * A refused save as a form's errors: the API's field errors, or, when it named no field, its
 * message under `base` (the form shows that above its buttons).
 */
export function formErrorsOf(failure: unknown): Record<string, string[]> {
  const found = fieldErrors(failure);
  return Object.keys(found).length > 0
    ? found
    : { base: [(failure as { message?: string }).message ?? t("error.generic")] };
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === "object" && error !== null && "statusCode" in error && "body" in error;
}

/**
 * Calls the platform's API on this origin with the operator's cookie. JSON in and out; any answer
 * but 2xx throws an ApiError.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
  } catch {
    throw { statusCode: 0, message: t("error.network"), body: null } satisfies ApiError;
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw {
      statusCode: response.status,
      message: typeof message === "string" ? message : t("error.generic"),
      body,
    } satisfies ApiError;
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
