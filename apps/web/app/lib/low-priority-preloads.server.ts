import { Transform, type TransformCallback } from "node:stream";

/**
 * The server-rendered page paints without its scripts: they only hydrate it. React Router's
 * `<Scripts>` preloads every module of the page (`<link rel="modulepreload">`, which React hoists
 * to the top of the head), and browsers fetch those at high priority, sharing a phone's slow link
 * with the style sheets and images the first paint needs. This stream marks them
 * `fetchpriority="low"` (React Router has no option for it): the browser still fetches them at
 * once, after what is render-blocking.
 *
 * Only the head is rewritten: the stream holds the document until `</head>` (React writes the whole
 * head at once, a few kilobytes), so a tag split between two chunks is still seen whole. What follows
 * passes through untouched. A head longer than HEAD_LIMIT is passed on as it is.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;
const HEAD_END = "</head>";
export const HEAD_LIMIT = 256 * 1024;

export function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

export class LowPriorityPreloadStream extends Transform {
  /** The document so far, until its head is complete; then null. Bytes: a character may be split. */
  private head: Buffer | null = Buffer.alloc(0);

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    if (this.head === null) {
      callback(null, bytes);
      return;
    }
    this.head = Buffer.concat([this.head, bytes]);
    const end = this.head.indexOf(HEAD_END);
    if (end >= 0) {
      const cut = end + HEAD_END.length;
      const rest = this.head.subarray(cut);
      this.push(Buffer.from(lowPriorityModulePreloads(this.head.subarray(0, cut).toString("utf8"))));
      if (rest.length > 0) this.push(rest);
      this.head = null;
    } else if (this.head.length > HEAD_LIMIT) {
      this.push(this.head);
      this.head = null;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.head && this.head.length > 0) this.push(this.head);
    this.head = null;
    callback();
  }
}
