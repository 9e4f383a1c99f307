import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PLATFORM_NODE_FLAGS, platformEnv } from "../../scripts/memory-settings.ts";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The platform's Node flags in a bench: `npm start`'s (the same memory settings), plus any in
 * BENCH_NODE_FLAGS, so a flag's cost can be measured on every bench (e.g. --heap-growing-percent=50).
 */
export function benchNodeFlags(): string[] {
  return [...PLATFORM_NODE_FLAGS, ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [])];
}

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  stop(): void;
}

/** Starts the platform on a fresh embedded database (or DATABASE_URL) and waits until it is ready. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...benchNodeFlags(), "apps/platform/src/server.ts"], {
    cwd: repoRoot,
    stdio: "ignore",
    env: {
      ...platformEnv(),
      PORT: String(port),
      HOST: "127.0.0.1",
      // Links and the same-origin check come from it (required in production with DATABASE_URL).
      PUBLIC_ORIGIN: origin,
      DATA_DIR: mkdtempSync(join(tmpdir(), "croupier-bench-")),
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(`${origin}/ready`)).ok) return { origin, process: child, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("server did not become ready");
}

/** The value at quantile q (0..1) of ascending samples. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The per-currency (EUR) id of the studio's first game at `origin`, for launches. */
export async function studioGameId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/games_filter`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/vnd.s.v2+json",
      "x-requested-with": "XMLHttpRequest",
    },
    body: JSON.stringify({ filter: { providers: ["croupier-studio"] }, page: 1, page_size: 1 }),
  });
  const page = (await response.json()) as { data: { currencies: Record<string, { id: number }> }[] };
  const id = page.data[0]?.currencies.EUR?.id;
  if (!id) throw new Error("no studio game in EUR in the catalogue");
  return id;
}
