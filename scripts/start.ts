// `npm start`: builds the site when its build is missing or older than its sources, then starts the
// platform, which serves the site and the API on one origin (PORT, default 3000) with the embedded
// database in DATA_DIR (default ./data) unless DATABASE_URL names a PostgreSQL server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverBuild = join(root, "apps/web/build/server/index.js");
const siteSources = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/contract/src",
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function isSiteBuildCurrent(): boolean {
  if (!existsSync(serverBuild)) return false;
  const builtAt = statSync(serverBuild).mtimeMs;
  return siteSources.every((source) => newestModification(join(root, source)) <= builtAt);
}

if (!isSiteBuildCurrent()) {
  console.log("start: building the site (apps/web)…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../apps/platform/src/server.ts");
