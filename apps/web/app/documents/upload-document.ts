import type { ApiResult } from "@croupier/contract/client/call";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { DocumentType, PlayerDocument } from "@croupier/contract/schemas/kyc";
import { postMultipart } from "../lib/post-multipart.ts";

// POST /api/player/documents is multipart (the API family's `document[…]` fields), sent with
// lib/post-multipart.ts.

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
  return postMultipart<PlayerDocument>(locale, "/api/player/documents", body);
}
