import type { ApiResult } from "@croupier/contract/client/call";
import type { Locale } from "@croupier/contract/i18n/locales";
import { MEDIA_TYPE_V1 } from "@croupier/contract/media-types";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";

/**
 * POSTs a multipart form (an uploaded file: a KYC document, a chat image) with the headers of the
 * contract's JSON client, which cannot send one, and answers in its result shape: the parsed body,
 * or the field errors and error of a refusal; status 0 when the server could not be reached.
 */
export async function postMultipart<T>(locale: Locale, path: string, body: FormData): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${path}?l=${encodeURIComponent(locale)}`, {
      method: "POST",
      credentials: "include",
      headers: { Accept: MEDIA_TYPE_V1, "X-Requested-With": "XMLHttpRequest", "Accept-Language": locale },
      body,
    });
  } catch {
    return { ok: false, status: 0, error: "network" };
  }
  const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: parsed as unknown as T };
  return {
    ok: false,
    status: response.status,
    errors: parsed?.errors as FieldErrors | undefined,
    error: parsed?.error as string | undefined,
  };
}
