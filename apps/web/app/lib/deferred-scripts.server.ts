import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { scriptSafeJson } from "./script-json.ts";

/**
 * The server-rendered page paints without its scripts: they only hydrate it. React Router's
 * `<Scripts>` writes a module preload for every module of the page (React hoists them to the top of
 * the head) and an inline module script importing the route modules and the entry; browsers fetch
 * all of it at once, sharing a phone's slow link with the style sheets and images the first and
 * the largest paint need. React Router has no option to wait, so this stream moves them:
 *
 * - the head's module preloads are taken out;
 * - the module script is replaced, where it stood, by a small script that adds those preloads and
 *   then runs the module script once the page has loaded (its style sheets, fonts and eager images)
 *   and painted, or LATEST_START_MS after it was parsed if loading takes longer (a game's frame
 *   on the game page), so a slow image never keeps a page from answering.
 *
 * The cost is hydration later by the time the page's images take; links and forms work without
 * scripts meanwhile. docs/benchmarks/pages-log.md has the figures.
 *
 * The stream holds the document until `</head>`, then from the module script's opening tag to its
 * end (a few kilobytes each), so a tag split between two chunks is still seen whole; everything
 * else passes through as it comes. A head or a module script longer than HOLD_LIMIT, or a
 * document without them, is passed on as it is.
 */
export const HOLD_LIMIT = 256 * 1024;
export const LATEST_START_MS = 3_000;

const HEAD_END = "</head>";
const SCRIPT_END = "</script>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gi;
const HREF = /\bhref="([^"]*)"/i;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/i;
const NONCE = /\bnonce="([^"]*)"/i;

/** The head without its module preloads, and their addresses in document order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href === undefined) return tag;
    hrefs.push(decodeAttribute(href));
    return "";
  });
  return { head: rest, hrefs };
}

/**
 * The script that runs `code` as a module script after the page has loaded and painted, having
 * added the module preloads first (the imports' own imports are then fetched in parallel too).
 */
export function deferredModuleScript(code: string, nonce: string, hrefs: readonly string[]): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
  return `<script${nonceAttribute}>(${START_LATER})(${scriptSafeJson(code)},${scriptSafeJson(nonce)},${scriptSafeJson(hrefs)},${LATEST_START_MS})</script>`;
}

// Written as plain ES5 in a string: it runs before any module, in every browser that hydrates.
const START_LATER = `function (code, nonce, hrefs, latest) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < hrefs.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = hrefs[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
  }
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
  setTimeout(start, latest);
}`
  .replace(/\n\s*/g, " ")
  .trim();

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

export class DeferredScriptsStream extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  /** Where the document is: before `</head>`, before the module script, or past it (all passes). */
  private phase: "head" | "body" | "passing" = "head";
  /** Text read but not yet passed on. */
  private held = "";
  private hrefs: string[] = [];

  // Strings written to the stream reach here as bytes (decodeStrings), so the encoding is always
  // "buffer"; the decoder keeps a character cut between two chunks whole.
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pass(this.decoder.write(chunk), false);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pass(this.decoder.end(), true);
    callback();
  }

  private pass(text: string, isEnd: boolean): void {
    if (this.phase === "passing") {
      if (text) this.push(text);
      return;
    }
    this.held += text;
    let out = "";
    if (this.phase === "head") {
      const end = this.held.indexOf(HEAD_END);
      if (end < 0) {
        if (isEnd || this.held.length > HOLD_LIMIT) this.passAll();
        return;
      }
      const cut = end + HEAD_END.length;
      const { head, hrefs } = takeModulePreloads(this.held.slice(0, cut));
      out = head;
      this.hrefs = hrefs;
      this.held = this.held.slice(cut);
      this.phase = "body";
    }
    out += this.releaseBody(isEnd);
    if (out) this.push(out);
  }

  /** The body up to the module script, which is replaced once it is whole; the rest stays held. */
  private releaseBody(isEnd: boolean): string {
    const open = MODULE_SCRIPT.exec(this.held);
    if (!open) {
      // A tag may be cut at the end of this chunk: hold from its "<" on.
      const last = this.held.lastIndexOf("<");
      const keep = !isEnd && last >= 0 && !this.held.includes(">", last) ? last : this.held.length;
      const out = this.held.slice(0, keep);
      this.held = this.held.slice(keep);
      return out;
    }
    const codeStart = open.index + open[0].length;
    const close = this.held.indexOf(SCRIPT_END, codeStart);
    if (close < 0) {
      const before = this.held.slice(0, open.index);
      this.held = this.held.slice(open.index);
      if (isEnd || this.held.length > HOLD_LIMIT) {
        this.phase = "passing";
        const rest = this.held;
        this.held = "";
        return before + rest;
      }
      return before;
    }
    const nonce = decodeAttribute(NONCE.exec(open[0])?.[1] ?? "");
    const replaced =
      this.held.slice(0, open.index) +
      deferredModuleScript(this.held.slice(codeStart, close), nonce, this.hrefs) +
      this.held.slice(close + SCRIPT_END.length);
    this.held = "";
    this.phase = "passing";
    return replaced;
  }

  private passAll(): void {
    this.phase = "passing";
    if (this.held) this.push(this.held);
    this.held = "";
  }
}
