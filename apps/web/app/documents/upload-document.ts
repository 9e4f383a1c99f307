import type { ApiResult } from "@croupier/contract/client/call";
import type { Locale } from "@croupier/contract/i18n/locales";
import { MEDIA_TYPE_V1 } from "@croupier/contract/media-types";
import type { DocumentType, PlayerDocument } from "@croupier/contract/schemas/kyc";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";

// POST /api/player/documents is multipart (the API family's `document[…]` fields): the contract's
// JSON client cannot send it, so this one call is made here with the same headers.

export interface DocumentForm {
  documentType: DocumentType;
  description: string;
  file: File;
}

export async function uploadDocument(locale: Locale, form: DocumentForm): Promise<ApiResult<PlayerDocument>> {
  const body = new FormData();
  body.append("document[document_type]", form.documentType);
  body.append("document[description]", form.description);
  body.append("document[attachment]", form.file, form.file.name);
  let response: Response;
  try {
    response = await fetch(`/api/player/documents?l=${encodeURIComponent(locale)}`, {
      method: "POST",
      credentials: "include",
      headers: { Accept: MEDIA_TYPE_V1, "X-Requested-With": "XMLHttpRequest", "Accept-Language": locale },
      body,
    });
  } catch {
    return { ok: false, status: 0, error: "network" };
  }
  const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: parsed as unknown as PlayerDocument };
  return {
    ok: false,
    status: response.status,
    errors: parsed?.errors as FieldErrors | undefined,
    error: parsed?.error as string | undefined,
  };
}
