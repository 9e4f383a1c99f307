import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

// End-to-end tests drive a real Chromium: CHROMIUM_PATH, else the system's (Debian's package),
// else Playwright's own download where the network allows it (scripts/test.ts installs it).
const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const known = candidates.find((path) => existsSync(path));
  if (known) return known;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const path = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (path) return path;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}

/** Flags that keep Chromium quiet on a closed network and runnable as root in CI. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
