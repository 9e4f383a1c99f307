import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { KycDocumentRow } from "./schema.ts";

// A document's file as a download, for its owner and for operators with `kyc.read`: always an
// attachment (never shown inline on the site's origin), of the type its bytes were checked to be,
// never sniffed into another by the browser, never cached.

export const documentFileResponse = z
  .string()
  .meta({ format: "binary", description: "The file: application/pdf, image/jpeg or image/png, as an attachment." });

export function sendDocumentFile(reply: FastifyReply, document: KycDocumentRow, content: Buffer) {
  const ascii = document.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return reply
    .type(document.mediaType)
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
    )
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(content as unknown as string);
}
