import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./support/chromium.ts";
import { e2eBaseUrl } from "./support/env.ts";

const executablePath = findChromium();

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Identity flows load many pages and hash passwords (argon2id) on two cores: give them room.
  timeout: 90_000,
  // Lazy modal bodies (a chunk and a data call) have taken over 7 s to show while the full suite
  // runs two browsers, the server and PGlite on two cores; 12 s is waiting, not retrying.
  expect: { timeout: 12_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: e2eBaseUrl,
    // The site's service worker stays out of the tests (it would precache the shell in every
    // context and answer navigations before page.route); shell/pwa.spec.ts allows it.
    serviceWorkers: "block",
    // The browser asks for reduced motion: Chromium here composites in software, and the home
    // page's autoplaying carousels then cost about 60% of a core per open tab (18 CPU-seconds in
    // 30 s, measured), which two workers on two cores cannot spare.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } },
  ],
  webServer: {
    command: "node support/serve.ts",
    url: `${e2eBaseUrl}/ready`,
    reuseExistingServer: false,
    // A fresh embedded database migrates and seeds first: about 30 s on a quiet two-core machine,
    // three minutes measured while other builds and browsers shared it.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
