// `npm test`: every check and test of the project — lint, import rules, unit and integration tests (Vitest), the
// site build (with its message catalogues) and the back office's build and, beside them, the type
// check, then end-to-end tests in Chromium (Playwright).
// It ends with one line "tests: N passed, N failed" and exits non-zero on any failure.
//
// TEST_SCOPE=database runs only what depends on the database: the platform's integration tests.
// CI (.ci/run) runs everything on PGlite, then this scope again on a PostgreSQL server: lint, types,
// catalogues, builds, the site's and back office's own tests and the browser suite say the same on
// both passes, and the second pass would double CI's time to repeat them.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../e2e/support/chromium.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps: string[] = [];

function run(
  step: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): boolean {
  console.log(`\n▶ ${step}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: "inherit",
    env: { ...process.env, ...options.env },
  });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(step);
  return ok;
}

/**
 * Starts a step in the background at low CPU priority, its output held back until `finish()`, so
 * it can overlap another step.
 */
function runInBackground(step: string, command: string, args: string[]): { finish(): Promise<boolean> } {
  const started = Date.now();
  const chunks: Buffer[] = [];
  const child = spawn("nice", ["-n", "10", command, ...args], { cwd: root, env: process.env });
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.on("close", resolve);
    child.on("error", () => resolve(null));
  });
  return {
    async finish() {
      const status = await exited;
      console.log(`\n▶ ${step} (in the background): ${command} ${args.join(" ")}`);
      process.stdout.write(Buffer.concat(chunks));
      const ok = status === 0;
      console.log(`${ok ? "✔" : "✘"} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failedSteps.push(step);
      return ok;
    },
  };
}

function readJson(path: string): Record<string, unknown> | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>) : null;
}

const databaseOnly = process.env.TEST_SCOPE === "database";
if (process.env.TEST_SCOPE && !databaseOnly) {
  console.error(`TEST_SCOPE=${process.env.TEST_SCOPE}: the only scope is "database" (unset runs everything)`);
  process.exit(2);
}

if (!databaseOnly) {
  run("lint", "npx", ["biome", "check", "."]);
  // Import rules (.dependency-cruiser.cjs): no import cycle anywhere.
  run("import rules", "npm", ["run", "--silent", "lint:deps"]);
  // Every text of the code is in the catalogues: extraction would change nothing.
  run("message catalogues current", "npm", ["run", "--silent", "i18n:check"]);
}

const vitestReport = join(results, "vitest.json");
run("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
  // Two workers, not Vitest's default of one fewer than the cores (one here): while a test waits on
  // a database, a socket or a child process the other worker runs. In fresh-clone CI the suite took
  // 225–631 s with two (quiet or busy machine) against 832 s with one. Only the command line
  // reaches every project (a root config's maxWorkers did not change the count).
  `--maxWorkers=${Math.max(2, availableParallelism())}`,
  ...(databaseOnly ? ["--project", "@croupier/platform"] : []),
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += Number(vitest.numPassedTests ?? 0);
  failed += Number(vitest.numFailedTests ?? 0);
  skipped += Number(vitest.numPendingTests ?? 0) + Number(vitest.numTodoTests ?? 0);
} else failed += 1;

if (!databaseOnly) {
  // Type checking (about a minute of one core) overlaps the site build and ends before the
  // end-to-end tests: beside them it took 16 minutes and starved the browser and server on two cores.
  const typecheck = runInBackground("typecheck", "npm", ["run", "typecheck"]);
  const siteBuilt = run("site build", "npm", ["run", "build", "-w", "apps/web"]);
  // A few seconds: the end-to-end tests sign an operator in to it.
  const backofficeBuilt = run("back office build", "npm", ["run", "build", "-w", "apps/backoffice"]);
  const built = siteBuilt && backofficeBuilt;
  await typecheck.finish();

  if (built) {
    if (!findChromium()) {
      console.log("No Chromium found (CHROMIUM_PATH, /usr/bin/chromium): trying Playwright's own download.");
      run("chromium download", "npx", ["playwright", "install", "chromium"], { cwd: join(root, "e2e") });
    }
    const playwrightReport = join(results, "playwright.json");
    run("end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"], {
      cwd: join(root, "e2e"),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
    const stats = readJson(playwrightReport)?.stats as Record<string, number> | undefined;
    if (stats) {
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      skipped += stats.skipped ?? 0;
    } else failed += 1;
  }
}

console.log("");
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
if (skipped > 0) console.log(`Skipped tests: ${skipped} (a skipped test is a defect)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 || skipped > 0 ? 1 : 0);
