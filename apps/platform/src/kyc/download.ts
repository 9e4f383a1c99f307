import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { KycDocumentRow } from "./schema.ts";

// A document's file as a download, for its owner and for operators with `kyc.read`: an attachment
// (the player's site never shows one inline), of the type its bytes were checked to be, never
// sniffed into another by the browser, never cached. Operators may ask for it inline, for the back
// office's preview: then it may be framed by our own origin only, and load or run nothing.

export const documentFileResponse = z
  .string()
  .meta({ format: "binary", description: "The file: application/pdf, image/jpeg or image/png, as an attachment." });

/**
 * The CSP of a file shown inline: nothing may run or load but the file itself (a PDF is drawn by
 * the browser's viewer, which needs `object-src 'self'`), and only a page of our own origin (the
 * back office's KYC review) may frame it. The type is one of the three the upload checked by its
 * bytes, and nosniff keeps it so: it can never become an HTML page.
 */
export const INLINE_FILE_CSP = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

export function sendDocumentFile(
  reply: FastifyReply,
  document: KycDocumentRow,
  content: Buffer,
  disposition: "attachment" | "inline" = "attachment",
) {
  const ascii = document.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  if (disposition === "inline") {
    reply.header("content-security-policy", INLINE_FILE_CSP).header("x-frame-options", "SAMEORIGIN");
  }
  return reply
    .type(document.mediaType)
    .header(
      "content-disposition",
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
    )
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(content as unknown as string);
}
