import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import { selectRows } from "../db/database.ts";
import { trimHistory } from "./history.ts";
import { HISTORY_TTL_MS, type Notice, notifyChannelSql } from "./publish.ts";
import { createRelay, type Relay } from "./relay.ts";
import { createRealtimeServer, type RealtimeServer, WEBSOCKET_PATH } from "./socket-server.ts";
import { createTokenKeys, isTokenSubject, resolveTokenSecret } from "./tokens.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The realtime server (src/realtime/): connection tokens and the WebSocket server. */
    realtime: {
      /** A connection token for the player (`sub` = id), valid REALTIME_TOKEN_TTL_SECONDS. */
      connectionToken(userId: number): Promise<string>;
      /** A token for another subject (tokens.ts isTokenSubject): a chat visitor or a support agent. */
      subjectToken(subject: string): Promise<string>;
      server: RealtimeServer;
      /** The Centrifugo relay when REALTIME_PUBLISH_URL is set. */
      relay: Relay | null;
    };
  }
}

const TRIM_INTERVAL_MS = 10 * 60_000;

/**
 * Tier 2: the Centrifugo-protocol WebSocket server at /connection/websocket, fed by LISTEN on the
 * schema's notification channel (every node hears every publication once it commits), the
 * periodic trim of the history, and the Centrifugo relay when one is configured.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const settings = app.config.realtime;
    const keys = createTokenKeys(await resolveTokenSecret(db, settings.secret));
    const log = app.log.child({ module: "realtime" });
    const server = createRealtimeServer({
      db,
      keys,
      now: app.clock,
      log,
      expiryGraceMs: settings.expiryGraceSeconds * 1000,
    });
    const relay = settings.publishUrl
      ? createRelay({
          db,
          publishUrl: settings.publishUrl,
          apiKey: settings.apiKey,
          log,
          exclusiveLock: app.database.kind === "postgres",
        })
      : null;

    const [row] = await selectRows<{ name: string }>(db, sql`select ${notifyChannelSql()} as name`);
    if (!row) throw new Error("no notification channel");
    const unlisten = await app.database.listen(
      row.name,
      (payload) => {
        let notice: Notice;
        try {
          notice = JSON.parse(payload) as Notice;
        } catch {
          return;
        }
        server.deliver(notice);
        relay?.kick();
      },
      () => {
        log.warn("realtime LISTEN connection re-established; subscriptions recover");
        server.resubscribeAll();
        relay?.kick();
      },
    );

    app.server.on("upgrade", (request, socket, head) => {
      const path = (request.url ?? "").split("?")[0];
      if (path === WEBSOCKET_PATH) server.handleUpgrade(request, socket, head);
      else socket.destroy();
    });

    // One node of the cluster trims per interval (scheduleClusterJob). created_at is the database
    // clock: the real time, not the app clock tests move.
    scheduleClusterJob(app, {
      name: "realtime-history-trim",
      intervalMs: TRIM_INTERVAL_MS,
      run: () =>
        trimHistory(db, new Date(Date.now() - HISTORY_TTL_MS)).catch((error: unknown) =>
          log.warn({ err: error }, "realtime history trim failed"),
        ),
    });

    app.decorate("realtime", {
      connectionToken: (userId: number) => keys.sign(String(userId), settings.tokenTtlSeconds, app.clock()),
      subjectToken: (subject: string) => {
        if (!isTokenSubject(subject)) throw new Error("invalid realtime token subject");
        return keys.sign(subject, settings.tokenTtlSeconds, app.clock());
      },
      server,
      relay,
    });
    app.addHook("onReady", async () => relay?.kick());
    // Before the HTTP server closes: upgraded sockets are no longer its connections.
    app.addHook("preClose", async () => {
      await server.close();
    });
    app.addHook("onClose", async () => {
      await relay?.stop();
      await unlisten();
    });
  },
  { name: "realtime", dependencies: ["database"] },
);
