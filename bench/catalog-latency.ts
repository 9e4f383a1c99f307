// Game catalog latency under 100 concurrent clients: p50, p99 and throughput of
// GET /api/games/allowed_desktop (gzip; and revalidated with If-None-Match), of GET /api/games_info
// with 20 identifiers and of a visitor's POST /api/games_filter (the lobby's first page), against
// a static file of the lobby page's size on the wire, served by the same server with the same
// headers, as the reference. The platform starts on a fresh embedded database (or DATABASE_URL).
import { existsSync, readdirSync, statSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { quantile, repoRoot, startServer } from "./support/server.ts";

const port = Number(process.env.BENCH_PORT ?? 3312);
const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const requests = Number(process.env.BENCH_REQUESTS ?? 2_000);
const headers = { Accept: "application/vnd.s.v1+json", "Accept-Encoding": "gzip" };

const server = await startServer(port);

// node:http rather than fetch: fetch would inflate every gzip answer, timing the client's work.
const agent = new Agent({ keepAlive: true, maxSockets: clients });

/** One request (a GET, or a POST of `body` as JSON): its status and the bytes received. */
function send(
  url: string,
  requestHeaders: Record<string, string>,
  body?: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const options =
      body === undefined
        ? { agent, headers: requestHeaders }
        : {
            agent,
            method: "POST",
            headers: { ...requestHeaders, "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          };
    const req = request(url, options, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

interface Run {
  samples: number[];
  seconds: number;
  bytes: number;
}

/** `requests` requests shared by `clients` concurrent loops; each must answer `status`. */
async function measure(
  url: string,
  extraHeaders: Record<string, string> = {},
  status = 200,
  body?: string,
): Promise<Run> {
  const samples: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) {
        next += 1;
        const sent = performance.now();
        const response = await send(url, { ...headers, ...extraHeaders }, body);
        bytes += response.bytes;
        if (response.status !== status) throw new Error(`${url}: HTTP ${response.status}, expected ${status}`);
        samples.push(performance.now() - sent);
      }
    }),
  );
  return { samples: samples.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, bytes };
}

/**
 * A file the server sends from disk, as close as can be to `bytes` on the wire: the web build's
 * asset whose gzip copy (the build precompresses, scripts/precompress-assets.ts; this bench accepts
 * gzip) is nearest in size; else Swagger UI's stylesheet.
 */
function staticFilePath(bytes: number): string {
  const assets = join(repoRoot, "apps/web/build/client/assets");
  if (!existsSync(assets)) return "/api/docs/static/swagger-ui.css";
  const copies = readdirSync(assets)
    .filter((name) => /\.(css|js)\.gz$/.test(name))
    .map((name) => ({ name, distance: Math.abs(statSync(join(assets, name)).size - bytes) }));
  const nearest = copies.sort((a, b) => a.distance - b.distance)[0];
  return nearest ? `/assets/${nearest.name.slice(0, -".gz".length)}` : "/api/docs/static/swagger-ui.css";
}

function line(label: string, run: Run): string {
  const p50 = quantile(run.samples, 0.5);
  const p99 = quantile(run.samples, 0.99);
  const throughput = run.samples.length / run.seconds;
  const size = run.bytes / run.samples.length / 1024;
  return `  ${label.padEnd(34)} p50 ${p50.toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  ${throughput.toFixed(0).padStart(6)} req/s  ${size.toFixed(1)} KiB/answer`;
}

try {
  const list = `${server.origin}/api/games/allowed_desktop`;
  // Warm-up: the first call builds and compresses the list; the bench measures the steady state.
  const warm = performance.now();
  const first = await fetch(list, { headers });
  const catalog = (await first.json()) as Record<string, unknown>;
  const firstBuildMs = performance.now() - warm;
  const etag = first.headers.get("etag") ?? "";
  const ids = Object.keys(catalog).slice(0, 20);
  const info = `${server.origin}/api/games_info?${ids.map((id) => `identifiers[]=${encodeURIComponent(id)}`).join("&")}`;
  // The lobby's first page for a visitor, as the site asks for it.
  const filter = `${server.origin}/api/games_filter`;
  const firstPage = JSON.stringify({ device: "desktop", page: 1, page_size: 24 });

  const runs = {
    list: await measure(list),
    revalidate: await measure(list, { "If-None-Match": etag }, 304),
    info: await measure(info),
    filter: await measure(filter, { Accept: "application/vnd.s.v2+json" }, 200, firstPage),
  };
  // The reference: a static file of the lobby page's size on the wire (warmed up once, then measured).
  const referencePath = staticFilePath(runs.filter.bytes / runs.filter.samples.length);
  const reference = `${server.origin}${referencePath}`;
  await measure(reference);
  const referenceRun = await measure(reference);
  console.log(
    `game catalog under ${clients} concurrent clients, ${requests} requests per measurement (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${Object.keys(catalog).length} games)`,
  );
  console.log(`  first allowed_desktop (build + compress) ${firstBuildMs.toFixed(0)} ms`);
  console.log(line("allowed_desktop (gzip)", runs.list));
  console.log(line("allowed_desktop (If-None-Match→304)", runs.revalidate));
  console.log(line("games_info (20 identifiers)", runs.info));
  console.log(line("games_filter (visitor, first page)", runs.filter));
  console.log(line(`static ${referencePath} (reference)`, referenceRun));
  const ratio = (run: Run, q = 0.5) => (quantile(run.samples, q) / quantile(referenceRun.samples, q)).toFixed(2);
  console.log(
    `  ratio    p50 vs static file: allowed_desktop ${ratio(runs.list)}×, 304 ${ratio(runs.revalidate)}×, games_info ${ratio(runs.info)}×, games_filter ${ratio(runs.filter)}×`,
  );
  console.log(
    `  ratio    p99 vs static file: allowed_desktop ${ratio(runs.list, 0.99)}×, games_filter ${ratio(runs.filter, 0.99)}× (goal ≤ 1.2)`,
  );
} finally {
  agent.destroy();
  server.stop();
}
