import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { e2ePort } from "../support/env.ts";

// The installable app: the service worker installs and controls the page, Chromium finds the site
// installable, the offline page answers in the page's language while the server is down and the
// site is back when the server returns; the install item stays hidden in the installed app.
// "Server down" is real: the browser reaches the site through a small proxy that this test stops
// (connections refused) and starts again on the same port; its own origin also keeps the worker
// away from the other tests' pages.

test.use({ serviceWorkers: "allow" });

/** Forwards HTTP to the e2e server; `close()` refuses every connection, as a stopped server does. */
function startProxy(port = 0): Promise<Server> {
  const proxy = createServer((incoming, answer) => {
    const upstream = request(
      { host: "127.0.0.1", port: e2ePort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on("error", () => answer.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, "127.0.0.1", () => resolve(proxy)));
}

function stopProxy(proxy: Server): Promise<void> {
  proxy.closeAllConnections();
  return new Promise((resolve) => proxy.close(() => resolve()));
}

/** Chromium's install offer, as the browser fires it where the site is installable. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(offer);
  });
}

test("the service worker shows the offline page while the server is down, then the site again", async ({
  page,
  context,
}) => {
  let proxy = await startProxy();
  const { port } = proxy.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  try {
    await page.goto(`${origin}/es/promotions`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(context.serviceWorkers().map((worker) => new URL(worker.url()).pathname)).toContain("/sw.js");

    // Chromium's own verdict: manifest, icons and a fetch handler make the site installable. The
    // test's browser context is off the record, which Chromium reports but a visitor's is not.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);

    await stopProxy(proxy);
    await page.goto(`${origin}/es/promotions`);
    await expect(page.getByRole("heading", { name: "Sin conexión" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    proxy = await startProxy(port);
    await page.getByRole("link", { name: "Reintentar" }).click();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveAttribute("lang", "es");
  } finally {
    await stopProxy(proxy);
  }
});

test("the install item shows in a browser tab, never in the installed app", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await offerInstall(page);
  await expect(page.getByRole("banner").getByRole("button", { name: "Install app" })).toBeVisible();

  // Chromium cannot emulate the display mode (not even over CDP): the installed app is an init
  // script that answers the media query as the app's window would.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      return /display-mode:\s*standalone/.test(query) ? Object.defineProperty(list, "matches", { value: true }) : list;
    };
  });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => matchMedia("(display-mode: standalone)").matches)).toBe(true);
  await offerInstall(page);
  await expect(page.getByRole("banner").getByRole("button", { name: "Install app" })).toHaveCount(0);
});
