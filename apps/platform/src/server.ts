import "./production-env.ts";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

// Starts the platform and the site on one origin. The site's server-side renderer calls the API
// over loopback (API_ORIGIN) and proves itself with CROUPIER_SSR_TOKEN so the API trusts the
// visitor IP it forwards.

const SHUTDOWN_TIMEOUT_MS = 15_000;

process.env.CROUPIER_SSR_TOKEN ||= randomBytes(32).toString("hex");
const config = { ...loadConfig(), ssrToken: process.env.CROUPIER_SSR_TOKEN };
const app = await buildApp(config);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, "could not listen");
  await app.close();
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
process.env.API_ORIGIN = `http://${loopbackHost(config.host)}:${port}`;

let isShuttingDown = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

/** The address the renderer dials: loopback when listening on every interface. */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "localhost") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}
