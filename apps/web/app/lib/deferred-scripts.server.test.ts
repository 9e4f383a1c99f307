import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  DeferredScriptsStream,
  deferredModuleScript,
  HOLD_LIMIT,
  LATEST_START_MS,
  takeModulePreloads,
} from "./deferred-scripts.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>Казино</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/ru.js?v=1&amp;x=2"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';
const CODE = 'import * as route0 from "/assets/root.js";\nwindow.__manifest = {"note":"</script> & Слоты"};';
const MODULE = `<script nonce="n" type="module" async="">${CODE.replace("</script>", "<\\/script>")}</script>`;
const BODY_START = '<body><p>Слоты</p><script nonce="n">window.__context = {};</script>';
const BODY_END = '<script nonce="n">window.__context.stream.enqueue("[]");</script></body></html>';
const DOCUMENT = HEAD + BODY_START + MODULE + BODY_END;

/** The document as the stream passes it on, written in `pieces` of `size` bytes. */
async function through(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return text(Readable.from(pieces).pipe(new DeferredScriptsStream()));
}

/** Runs a deferred script in a stand-in page; answers what it appended and when. */
function runDeferred(script: string, readyState: "loading" | "complete") {
  const appended: Array<{ parent: string; element: Record<string, unknown> }> = [];
  const listeners: Record<string, () => void> = {};
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const frames: Array<() => void> = [];
  const node = (parent: string) => ({
    appendChild: (element: Record<string, unknown>) => appended.push({ parent, element }),
  });
  const page = {
    document: {
      readyState,
      head: node("head"),
      body: node("body"),
      createElement: (tagName: string) => ({ tagName }),
    },
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  const code = /<script[^>]*>([\s\S]*)<\/script>$/.exec(script)?.[1] ?? "";
  runInNewContext(code, page);
  return { appended, listeners, timers, frames };
}

describe("deferred page scripts", () => {
  it("takes the head's module preloads out, keeping their addresses", () => {
    expect(takeModulePreloads(HEAD)).toEqual({
      head:
        '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>Казино</title>' +
        '<link rel="stylesheet" href="/assets/root.css"/></head>',
      hrefs: ["/assets/entry.client.js", "/assets/ru.js?v=1&x=2"],
    });
  });

  it("puts a starter in the module script's place, whatever the chunks, and leaves the rest alone", async () => {
    const expected =
      takeModulePreloads(HEAD).head +
      BODY_START +
      deferredModuleScript(CODE.replace("</script>", "<\\/script>"), "n", [
        "/assets/entry.client.js",
        "/assets/ru.js?v=1&x=2",
      ]) +
      BODY_END;
    for (const size of [1, 3, 7, 64, 4096]) {
      expect(await through(DOCUMENT, size)).toBe(expected);
    }
    expect(expected).not.toContain('type="module"');
    // The module's text is data in the starter: nothing in it can close the starter's tag.
    expect(expected.match(/<\/script>/g)).toHaveLength(3);
  });

  it("starts the module once the page has loaded and painted, preloads first, with the nonce", () => {
    const script = deferredModuleScript(CODE, "n0nce", ["/a.js", "/b.js"]);
    const page = runDeferred(script, "loading");
    expect(page.appended).toEqual([]);
    page.listeners.load?.();
    expect(page.appended).toEqual([]);
    page.frames.shift()?.();
    const afterPaint = page.timers.find((timer) => timer.ms === 0);
    afterPaint?.callback();
    expect(page.appended).toEqual([
      { parent: "head", element: { tagName: "link", rel: "modulepreload", href: "/a.js" } },
      { parent: "head", element: { tagName: "link", rel: "modulepreload", href: "/b.js" } },
      { parent: "body", element: { tagName: "script", type: "module", nonce: "n0nce", textContent: CODE } },
    ]);
    // The latest start, when it comes too, starts nothing twice.
    page.timers.find((timer) => timer.ms === LATEST_START_MS)?.callback();
    expect(page.appended).toHaveLength(3);
  });

  it("starts the module at the latest start when the page is still loading", () => {
    const page = runDeferred(deferredModuleScript(CODE, "", []), "loading");
    page.timers.find((timer) => timer.ms === LATEST_START_MS)?.callback();
    expect(page.appended.map((entry) => entry.element)).toEqual([
      { tagName: "script", type: "module", textContent: CODE },
    ]);
  });

  it("passes a document without a head or a module script, or with a head over the limit, on unchanged", async () => {
    expect(await through("<p>Ошибка</p>", 5)).toBe("<p>Ошибка</p>");
    expect(await through(`<head></head>${BODY_START}${BODY_END}`, 9)).toBe(`<head></head>${BODY_START}${BODY_END}`);
    const long = `<head>${'<link rel="modulepreload" href="/x.js"/>'.repeat(HOLD_LIMIT / 32)}`;
    const document = `${long}</head>${BODY_START}${MODULE}${BODY_END}`;
    expect(await through(document, 4096)).toBe(document);
  });
});
