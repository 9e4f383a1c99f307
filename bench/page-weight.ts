// Page weight, time to first byte and Lighthouse mobile scores for the home and promotions pages.
// Builds the site, serves it with a fresh embedded database, and prints the figures.
// Goals (issue 2): first-load JS ≤ 130 KB gzip, Lighthouse performance ≥ 95, accessibility 100.
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../e2e/support/chromium.ts";
import { repoRoot, startServer } from "./support/server.ts";

const port = Number(process.env.BENCH_PORT ?? 3310);
const origin = `http://127.0.0.1:${port}`;
const pages = ["/", "/promotions"];

function buildSite(): void {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) throw new Error("site build failed");
}

interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

async function measureAssets(html: string, pattern: RegExp): Promise<Weight> {
  const urls = [...new Set([...html.matchAll(pattern)].map((match) => match[1] as string))];
  const weight: Weight = { files: 0, raw: 0, gzip: 0 };
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    weight.files += 1;
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 9 }).length;
  }
  return weight;
}

async function measureTtfb(path: string, runs = 20): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    const reader = response.body?.getReader();
    await reader?.read();
    samples.push(performance.now() - started);
    await reader?.cancel();
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

async function runLighthouse(path: string): Promise<Record<string, number>> {
  const chromePath = findChromium();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    return Object.fromEntries(
      Object.entries(categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)]),
    );
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildSite();
const server = await startServer(port);
try {
  // Reference: a static file from the same server, so TTFB reads as a ratio that holds across machines.
  const referenceTtfb = await measureTtfb("/media/brand/favicon.svg");
  console.log(`\nreference: static file TTFB (median of 20) ${referenceTtfb.toFixed(1)} ms`);
  for (const path of pages) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const js = await measureAssets(html, /<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g);
    const css = await measureAssets(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
    const ttfb = await measureTtfb(path);
    const scores = await runLighthouse(path);
    console.log(`\n${path}`);
    console.log(`  first-load JS : ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip (goal ≤ 130 KB gzip)`);
    console.log(`  CSS           : ${css.files} files, ${kb(css.raw)} raw, ${kb(css.gzip)} gzip`);
    console.log(`  HTML          : ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html).length)} gzip`);
    console.log(`  TTFB (median of 20): ${ttfb.toFixed(1)} ms, ${(ttfb / referenceTtfb).toFixed(1)}× the static file`);
    console.log(
      `  Lighthouse mobile: ${Object.entries(scores)
        .map(([key, value]) => `${key} ${value}`)
        .join(", ")}`,
    );
  }
} finally {
  server.stop();
}
