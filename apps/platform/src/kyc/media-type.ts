import type { DocumentMediaType } from "@croupier/contract/schemas/kyc";

// A document's type is read from its first bytes, never from its name or the type the browser
// sent: a renamed executable or an HTML page stays refused, and a download's Content-Type is one
// of three the platform has checked.

const SIGNATURES: { type: DocumentMediaType; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The accepted type the content starts like, or null. */
export function sniffMediaType(content: Uint8Array): DocumentMediaType | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return found?.type ?? null;
}

const EXTENSIONS: Record<DocumentMediaType, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
};

/**
 * The name kept and shown: the sent name's last path segment, without control characters, at
 * most 120 characters, ending with the extension of the type actually found.
 */
export function cleanFileName(sent: string | undefined, type: DocumentMediaType): string {
  const base = (sent ?? "")
    .split(/[\\/]/)
    .pop()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    ?.replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .slice(0, 120);
  return `${base || "document"}${EXTENSIONS[type]}`;
}
