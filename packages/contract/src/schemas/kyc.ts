import { z } from "zod";
import { requiredText } from "../validation/rules.ts";

// KYC documents: what a player uploads to prove who and where they are (and, when asked, a deposit
// or a payment method), and the compliance team's review of each. The player's calls are in the
// API family's shape (`/api/player/documents`); the back office's are our own
// (`/api/operator/kyc/documents`). Imported by path, not from the package's index: only the pages
// and modules that handle documents load these schemas.

export const DOCUMENT_TYPES = ["identity", "address", "deposit", "payment_method"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** `pending` until reviewed; a reviewed document is kept as it is (the player may not delete it). */
export const DOCUMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The file types accepted, recognised by their first bytes (never by the name or the sent type). */
export const DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** The largest document file unless the platform sets KYC_DOCUMENT_MAX_BYTES: 10 MB. */
export const DOCUMENT_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;

/** The longest description a player may write. */
export const DOCUMENT_DESCRIPTION_MAX = 500;

/** One of the player's documents (GET /api/player/documents). */
export const playerDocument = z
  .object({
    id: z.number().int(),
    description: z.string(),
    document_type: z.enum(DOCUMENT_TYPES),
    status: z.enum(DOCUMENT_STATUSES),
    /** Why the compliance team rejected it (null unless `rejected`). */
    reason: z.string().nullable(),
    file_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "PlayerDocument" });
export type PlayerDocument = z.infer<typeof playerDocument>;

export const playerDocuments = z.array(playerDocument).meta({ id: "PlayerDocuments" });

/**
 * POST /api/player/documents, sent as `multipart/form-data` with the fields `document[attachment]`
 * (the file), `document[description]` and `document[document_type]`. Described here for the API
 * document; the platform reads the parts as they stream in and checks each one itself.
 */
export const documentUploadForm = z
  .object({
    "document[attachment]": z
      .string()
      .max(DOCUMENT_MAX_BYTES_DEFAULT)
      .meta({ format: "binary", description: "PDF, JPEG or PNG (the platform's KYC_DOCUMENT_MAX_BYTES at most)" }),
    "document[description]": z.string().max(DOCUMENT_DESCRIPTION_MAX).optional(),
    "document[document_type]": z.enum(DOCUMENT_TYPES),
  })
  .meta({ id: "DocumentUpload" });

/** What the site's upload form checks before sending (the platform checks it all again). */
export const documentFields = z.object({
  document_type: z.enum(DOCUMENT_TYPES, "required"),
  description: z.string().trim().max(DOCUMENT_DESCRIPTION_MAX, "too_long"),
});

export const documentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET /api/operator/kyc/documents/{id}/file: `attachment` (the default) downloads the file;
 * `inline` lets the back office show it in a frame on our own origin (a PDF in the browser's viewer).
 */
export const documentFileQuery = z.object({
  disposition: z.enum(["attachment", "inline"], "format").default("attachment"),
});

/** GET /api/operator/kyc/documents: all documents, or those in one status (`pending`: the queue). */
export const operatorDocumentsQuery = z.object({
  status: z.enum(DOCUMENT_STATUSES, "format").optional(),
  player_id: z.coerce.number().int("format").positive("format").max(2_147_483_647, "format").optional(),
  page: z.coerce.number().int("format").min(1, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(20),
});

/** A document as the back office sees it: the player's row plus who sent it and who decided. */
export const operatorDocument = playerDocument
  .extend({
    player_id: z.number().int(),
    player_email: z.string(),
    player_name: z.string().nullable(),
    /** Whether the player is verified now (an approved identity and an approved address document). */
    player_verified: z.boolean(),
    media_type: z.enum(DOCUMENT_MEDIA_TYPES),
    size_bytes: z.number().int(),
    reviewed_at: z.string().nullable(),
    reviewed_by: z.number().int().nullable(),
  })
  .meta({ id: "OperatorDocument" });
export type OperatorDocument = z.infer<typeof operatorDocument>;

export const operatorDocumentsPage = z
  .object({
    data: z.array(operatorDocument),
    pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  })
  .meta({ id: "OperatorDocumentsPage" });

/** POST /api/operator/kyc/documents/{id}/reject: the reason is shown to the player and mailed. */
export const rejectDocumentBody = z.object({ reason: requiredText(500) }).meta({ id: "RejectDocument" });
