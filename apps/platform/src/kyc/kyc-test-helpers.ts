import type { FastifyInstance } from "fastify";
import { call } from "../test/identity-helpers.ts";

// Multipart bodies for the KYC tests, built by hand: what a browser's FormData sends.

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export interface UploadParts {
  type?: string;
  description?: string;
  file?: { name: string; content: Buffer; contentType?: string };
}

export function multipartBody(parts: UploadParts): { payload: Buffer; contentType: string } {
  const boundary = `----croupier${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (parts.type !== undefined) field("document[document_type]", parts.type);
  if (parts.description !== undefined) field("document[description]", parts.description);
  if (parts.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document[attachment]"; filename="${parts.file.name}"\r\n` +
          `Content-Type: ${parts.file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      parts.file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadDocument(
  app: FastifyInstance,
  cookie: string,
  parts: UploadParts,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(parts);
  return call(app, "POST", "/api/player/documents", {
    cookie,
    payload,
    headers: { "content-type": contentType, ...headers },
  });
}

/** Uploads a small PNG of `type`; answers the document's id. */
export async function uploadedDocument(app: FastifyInstance, cookie: string, type = "identity"): Promise<number> {
  const response = await uploadDocument(app, cookie, {
    type,
    description: `My ${type}`,
    file: { name: `${type}.png`, content: TINY_PNG, contentType: "image/png" },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}
