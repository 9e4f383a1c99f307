// `npm start`: builds the site and the back office when a build is missing or older than its
// sources, then starts the platform, which serves the site, the back office (/backoffice) and the
// API on one origin (PORT, default 3000) with the embedded database in DATA_DIR (default ./data)
// unless DATABASE_URL names a PostgreSQL server.
// package.json starts it with `--max-semi-space-size=16` (MB): on a machine with a lot of memory
// Node 24 lets V8's young generation grow to 64 MB a semi-space, 128 MB that stay resident once a
// burst of requests has filled them (issue 20's memory target; bench/memory.ts measures it). 16 MB
// was the fixed default of earlier Node versions; the cost is more frequent, still short, minor GCs.
// And with `--heap-growing-percent=50`: after a major GC, V8 lets the old generation grow by half
// its live size before the next one, instead of a factor it picks up to 4× on a large machine
// (the memory bench: 738 → 549 MB at the end; wallet and games_filter latency unchanged,
// games_info 12% slower at 100 concurrent clients; docs/benchmarks/memory-log.md).
import { ensureBuilds } from "./ensure-builds.ts";
import { platformEnv } from "./memory-settings.ts";

// glibc's malloc raises its mmap threshold each time a large block is freed, after which such
// blocks come from each thread's arena and stay resident: argon2 takes 19 MB a password hash on
// each of libuv's threads, so sign-ins left about 200 MB behind under the memory bench. A fixed
// threshold (1 MB) returns every larger block to the system when freed. glibc reads it only when a
// process starts, so `npm start` replaces itself once with it set (process.execve: same pid, no
// parent left waiting); other C libraries ignore the variable. An operator's own value is kept.
if (process.platform === "linux" && process.env.MALLOC_MMAP_THRESHOLD_ === undefined && process.execve) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], platformEnv());
}

ensureBuilds("start");

await import("../apps/platform/src/server.ts");
