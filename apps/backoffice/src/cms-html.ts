// Whether a CMS text can open in the visual editor without losing anything: Tiptap's starter kit
// keeps only its own nodes and marks, so a table, an image, a layout <div> or a class would be
// dropped on the next save. Such a text opens as HTML instead.

/** The tags the visual editor keeps. */
const VISUAL_TAGS = new Set([
  ...["p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "a"],
  ...["ul", "ol", "li", "blockquote", "hr", "code", "pre"],
]);
/** The only attributes it keeps: a link's. */
const LINK_ATTRIBUTES = new Set(["href", "target", "rel"]);

export function fitsVisualEditor(html: string): boolean {
  for (const [, name = "", attributes = ""] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    if (!VISUAL_TAGS.has(tag)) return false;
    for (const [, attribute = ""] of attributes.matchAll(/([a-zA-Z][a-zA-Z-]*)\s*=/g)) {
      if (tag !== "a" || !LINK_ATTRIBUTES.has(attribute.toLowerCase())) return false;
    }
  }
  return true;
}
