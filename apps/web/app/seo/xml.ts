// XML text for the sitemap and the RSS feeds: every value escaped, the characters XML 1.0 cannot
// hold at all dropped (a stray control character would make the whole document unreadable).

/** Not a character XML 1.0 allows (tab, line feed and carriage return are the only controls it takes). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

function dropInvalid(text: string): string {
  let out = "";
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) out += char;
  return out;
}

/** Text or an attribute value, escaped for XML. */
export function escapeXml(text: string): string {
  return dropInvalid(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
