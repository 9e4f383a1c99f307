import type { FastifyRequest } from "fastify";
import type { DocumentUpload } from "./documents.ts";

// Reads POST /api/player/documents' multipart parts as they stream in: the two text fields and at
// most one file, buffered up to the size limit and no further (a larger file is drained and
// marked truncated, so the answer is a 422 and not a 413). Anything unreadable — not multipart, a
// broken body, too many parts — reads as an upload without a file, which the service refuses with
// a field-level 422 like any other missing part.

const FIELD_NAMES = {
  "document[document_type]": "documentType",
  "document[description]": "description",
} as const;

export async function readDocumentUpload(request: FastifyRequest, maxBytes: number): Promise<DocumentUpload> {
  const upload: DocumentUpload = { documentType: undefined, description: undefined, file: undefined };
  if (!request.isMultipart()) return upload;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 8 * 1024, headerPairs: 100 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const content = await readAll(part.file);
        if (part.fieldname === "document[attachment]" && !upload.file) {
          upload.file = { name: part.filename, content, truncated: part.file.truncated };
        }
      } else if (part.fieldname in FIELD_NAMES && typeof part.value === "string") {
        upload[FIELD_NAMES[part.fieldname as keyof typeof FIELD_NAMES]] = part.value;
      }
    }
  } catch (error) {
    request.log.info({ err: error }, "unreadable document upload");
    return { documentType: upload.documentType, description: upload.description, file: undefined };
  }
  return upload;
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
