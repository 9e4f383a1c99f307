import type { Locale } from "@croupier/contract";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MetricsRegistry } from "./metrics/registry.ts";

// What the app plugins add to Fastify's request and instance (declaration merging).
declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    metrics: MetricsRegistry;
    /** The current time; tests inject their own to move through lock-outs and token expiry. */
    clock: () => Date;
  }
  interface FastifyRequest {
    /** Locale of this request: `?l=`, then Accept-Language, then en. */
    locale: Locale;
    /** API version the Accept (or accept-client) header asks for. */
    apiVersion: 1 | 2;
    /** The visitor's IP: the socket peer, or X-Forwarded-For from a trusted proxy or the site's renderer. */
    clientIp: string;
  }
}

/** The boot configuration plus what the server decides at start (the renderer's shared secret). */
export interface AppConfig extends Config {
  ssrToken: string | undefined;
}
