import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HEAD_LIMIT, LowPriorityPreloadStream, lowPriorityModulePreloads } from "./low-priority-preloads.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>Казино</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/ru.js" fetchPriority="low"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';
const BODY = '<body><p>Слоты</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

/** The document as the stream passes it on, written in `pieces` of `size` bytes. */
async function through(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return text(Readable.from(pieces).pipe(new LowPriorityPreloadStream()));
}

describe("module preloads at low priority", () => {
  it("marks each module preload of the head once", () => {
    expect(lowPriorityModulePreloads(HEAD)).toBe(
      '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>Казино</title>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
        '<link rel="modulepreload" href="/assets/ru.js" fetchPriority="low"/>' +
        '<link rel="stylesheet" href="/assets/root.css"/></head>',
    );
  });

  it("rewrites the head whatever the chunks, splitting tags and characters, and leaves the body alone", async () => {
    const expected = lowPriorityModulePreloads(HEAD) + BODY;
    for (const size of [1, 3, 7, 64, 4096]) {
      expect(await through(HEAD + BODY, size)).toBe(expected);
    }
  });

  it("passes a document without a head, or with a head over the limit, on unchanged", async () => {
    expect(await through("<p>Ошибка</p>", 5)).toBe("<p>Ошибка</p>");
    const long = `<head>${'<link rel="modulepreload" href="/x.js"/>'.repeat(HEAD_LIMIT / 32)}`;
    expect(await through(`${long}</head>${BODY}`, 4096)).toBe(`${long}</head>${BODY}`);
  });
});
