import { formatMessage, type Locale } from "@croupier/contract";
import type { ChatAttachmentType } from "@croupier/contract/schemas/chat";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { chatTexts } from "./chat-texts.ts";

// Chat images: read from a multipart body as it streams (at most one file, buffered up to the size
// limit and no further), recognised by their first bytes only (never the name or the sent type),
// and served back as the type found, with nosniff, so an upload can never become an HTML page.

const SIGNATURES: { type: ChatAttachmentType; test: (bytes: Uint8Array) => boolean }[] = [
  { type: "image/png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: "image/gif",
    test: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  },
  // RIFF....WEBP
  {
    type: "image/webp",
    test: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

export function sniffImageType(content: Uint8Array): ChatAttachmentType | null {
  return SIGNATURES.find(({ test }) => test(content))?.type ?? null;
}

export interface ImageUpload {
  text: string | undefined;
  file: { content: Buffer; truncated: boolean } | undefined;
}

/** The parts of POST /api/chat/messages/image; anything unreadable reads as no file. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  const upload: ImageUpload = { text: undefined, file: undefined };
  if (!request.isMultipart()) return upload;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 4, fieldSize: 16 * 1024, headerPairs: 100 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname === "message[attachment]" && !upload.file) {
          upload.file = { content: Buffer.concat(chunks), truncated: part.file.truncated };
        }
      } else if (part.fieldname === "message[text]" && typeof part.value === "string") {
        upload.text = part.value;
      }
    }
  } catch (error) {
    request.log.info({ err: error }, "unreadable chat image upload");
    return { text: upload.text, file: undefined };
  }
  return upload;
}

/** The checked image, or a 422 with `errors.attachment` (and `errors.text`) in the request's language. */
export function checkImageUpload(
  upload: ImageUpload,
  maxBytes: number,
  locale: Locale,
  textMax: number,
): { text: string; image: { contentType: ChatAttachmentType; content: Buffer } } {
  const texts = chatTexts(locale);
  const file = upload.file;
  const type = file ? sniffImageType(file.content) : null;
  const text = (upload.text ?? "").trim();
  const errors: Record<string, string[]> = {};
  if (!file) errors.attachment = [texts.attachmentRequired];
  else if (file.truncated || file.content.length > maxBytes) {
    errors.attachment = [
      texts.attachmentTooLarge((maxBytes / (1024 * 1024)).toLocaleString("en", { maximumFractionDigits: 1 })),
    ];
  } else if (file.content.length === 0) errors.attachment = [texts.attachmentEmpty];
  else if (!type) errors.attachment = [texts.attachmentType];
  if (text.length > textMax) errors.text = [formatMessage("too_long", locale, { count: textMax })];
  else if (text.includes("\u0000")) errors.text = [formatMessage("forbidden_character", locale)];
  if (!file || !type || Object.keys(errors).length > 0) {
    throw new AppError("validation_failed", undefined, { fields: errors });
  }
  return { text, image: { contentType: type, content: file.content } };
}

/** The image as its checked type, shown inline but never sniffed, framed or cached by others. */
export function sendImage(reply: FastifyReply, attachment: { id: number; contentType: string; content: Buffer }) {
  const extension = attachment.contentType.split("/")[1] ?? "img";
  return reply
    .type(attachment.contentType)
    .header("content-disposition", `inline; filename="chat-${attachment.id}.${extension}"`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "private, no-store")
    .send(attachment.content as unknown as string);
}
