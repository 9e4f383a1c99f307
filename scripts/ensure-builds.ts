// The site's and the back office's builds, made when missing or older than their sources (`npm
// start` and `npm run cluster` serve them).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Both builds end by writing compressed copies of their files (scripts/precompress-assets.ts). */
const PRECOMPRESSION = ["scripts/precompress-assets.ts", "apps/platform/src/http/compression-threshold.ts"];
const builds = [
  {
    name: "the site",
    workspace: "apps/web",
    // The service worker is the build's last step: its presence means the whole build finished.
    output: "apps/web/build/client/sw.js",
    sources: [
      "apps/web/app",
      "apps/web/public",
      "apps/web/scripts",
      "apps/web/vite.config.ts",
      "apps/web/react-router.config.ts",
      ...PRECOMPRESSION,
      "packages/contract/src",
    ],
  },
  {
    name: "the back office",
    workspace: "apps/backoffice",
    output: "apps/backoffice/dist/index.html",
    sources: [
      "apps/backoffice/src",
      "apps/backoffice/index.html",
      "apps/backoffice/vite.config.ts",
      ...PRECOMPRESSION,
      "packages/contract/src",
    ],
  },
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function isBuildCurrent(output: string, sources: string[]): boolean {
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return false;
  const builtAt = statSync(outputPath).mtimeMs;
  return sources.every((source) => newestModification(join(root, source)) <= builtAt);
}

/** Builds what is missing or stale; exits the process when a build fails. */
export function ensureBuilds(caller: string): void {
  for (const { name, workspace, output, sources } of builds) {
    if (isBuildCurrent(output, sources)) continue;
    console.log(`${caller}: building ${name} (${workspace})…`);
    const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
