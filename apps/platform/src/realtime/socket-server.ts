import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { type WebSocket, WebSocketServer } from "ws";
import type { Executor } from "../db/database.ts";
import { type HistoryPublication, publicationData, recover, streamPosition } from "./history.ts";
import {
  type Command,
  Disconnect,
  type DisconnectReason,
  ERROR_MESSAGES,
  ErrorCode,
  maySubscribe,
  UNAVAILABLE_METHODS,
  UNSUBSCRIBE_INSUFFICIENT_STATE,
} from "./protocol.ts";
import type { Notice } from "./publish.ts";
import type { TokenKeys } from "./tokens.ts";

/** The WebSocket path Centrifugo serves its bidirectional JSON protocol on. */
export const WEBSOCKET_PATH = "/connection/websocket";

const VERSION = "croupier";
const MAX_FRAME_BYTES = 64 * 1024;
const MAX_SUBSCRIPTIONS = 128;
const MAX_CHANNEL_LENGTH = 255;
/** A socket whose unsent output exceeds this is too slow to keep up: it is closed (3008). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface RealtimeServerOptions {
  db: Executor;
  keys: TokenKeys;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Server ping interval (the client answers each with a pong). */
  pingIntervalMs?: number;
  /**
   * A connection whose token expired is closed this long after `exp` unless refreshed (Centrifugo's
   * client_expired_close_delay: room for a slow token request).
   */
  expiryGraceMs?: number;
  /** A socket must send its connect command within this time. */
  connectTimeoutMs?: number;
}

export interface RealtimeServer {
  /** Takes over an HTTP upgrade request for WEBSOCKET_PATH. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** A publication heard through NOTIFY: pushed to this node's subscribers of its channel. */
  deliver(notice: Notice): void;
  /** Notifications may have been lost (LISTEN reconnected): every subscription recovers. */
  resubscribeAll(): void;
  /** Counts, for the benchmark and metrics. */
  stats(): { connections: number; subscriptions: number };
  /** Closes every socket (3001 shutdown: clients reconnect to another node). */
  close(): Promise<void>;
}

interface Subscription {
  /** False while the subscribe reply is being prepared: pushes wait in `pending`. */
  ready: boolean;
  pending: Notice[];
  /** The last offset sent (or answered in the subscribe reply). */
  offset: number;
}

/** The built-in server speaking the Centrifugo client protocol (JSON over WebSocket). */
export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { db, keys, now, log } = options;
  const pingIntervalMs = options.pingIntervalMs ?? 25_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const expiryGraceMs = options.expiryGraceMs ?? 25_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, clientTracking: false });
  const connections = new Set<Connection>();
  /** Channel → this node's connections subscribed to it. */
  const subscribers = new Map<string, Set<Connection>>();
  /** Notices whose data must be read from the table are handled in arrival order through this chain. */
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;

  const pinger = setInterval(() => {
    const at = Date.now();
    for (const connection of connections) connection.tick(at);
  }, pingIntervalMs);
  pinger.unref();

  class Connection {
    readonly socket: WebSocket;
    readonly client = randomUUID();
    /** The user id, "" anonymous; null until the connect command. */
    user: string | null = null;
    readonly subscriptions = new Map<string, Subscription>();
    private commands: Promise<void> = Promise.resolve();
    private expiry: NodeJS.Timeout | undefined;
    private readonly connectTimer: NodeJS.Timeout;
    private lastSeen = Date.now();
    private closed = false;

    constructor(socket: WebSocket) {
      this.socket = socket;
      this.connectTimer = setTimeout(() => {
        if (this.user === null) this.disconnect(Disconnect.stale);
      }, connectTimeoutMs);
      this.connectTimer.unref();
      socket.on("message", (data, isBinary) => {
        this.lastSeen = Date.now();
        if (isBinary) {
          this.disconnect(Disconnect.badRequest);
          return;
        }
        this.onFrame(String(data));
      });
      socket.on("close", () => this.cleanup());
      socket.on("error", () => this.cleanup());
    }

    tick(at: number): void {
      if (this.user === null) return;
      // The client answers every ping; silence for two intervals means the peer is gone.
      if (at - this.lastSeen > 2 * pingIntervalMs + 5_000) {
        this.disconnect(Disconnect.noPong);
        return;
      }
      this.send("{}");
    }

    private onFrame(text: string): void {
      const commands: Command[] = [];
      for (const line of text.split("\n")) {
        if (line.trim() === "") continue;
        let command: unknown;
        try {
          command = JSON.parse(line);
        } catch {
          this.disconnect(Disconnect.badRequest);
          return;
        }
        if (typeof command !== "object" || command === null || Array.isArray(command)) {
          this.disconnect(Disconnect.badRequest);
          return;
        }
        commands.push(command as Command);
      }
      // Commands are handled one after another, in the order the client sent them.
      for (const command of commands) {
        this.commands = this.commands
          .then(() => this.handle(command))
          .catch((error: unknown) => {
            log.error({ err: error }, "realtime command failed");
            this.disconnect(Disconnect.serverError);
          });
      }
    }

    private async handle(command: Command): Promise<void> {
      if (this.closed) return;
      const id = command.id;
      // `{}` is the pong to a server ping; `send` is an asynchronous message nobody handles here.
      if (id === undefined || id === 0) return;
      if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 0) {
        this.disconnect(Disconnect.badRequest);
        return;
      }
      if (command.connect) return this.connect(id, command.connect.token);
      if (this.user === null) {
        this.disconnect(Disconnect.badRequest);
        return;
      }
      if (command.subscribe) return this.subscribe(id, command.subscribe);
      if (command.unsubscribe) return this.unsubscribe(id, command.unsubscribe.channel);
      if (command.refresh) return this.refresh(id, command.refresh.token);
      if (command.ping) return this.reply(id, { ping: {} });
      if (UNAVAILABLE_METHODS.some((method) => method in command)) return this.error(id, ErrorCode.notAvailable);
      this.error(id, ErrorCode.methodNotFound);
    }

    private async connect(id: number, token: unknown): Promise<void> {
      if (this.user !== null) {
        this.disconnect(Disconnect.badRequest);
        return;
      }
      let user = "";
      let exp = 0;
      if (typeof token === "string" && token !== "") {
        const verified = await keys.verify(token, now());
        if (!verified.ok) {
          if (verified.reason === "expired") this.error(id, ErrorCode.tokenExpired);
          else this.disconnect(Disconnect.invalidToken);
          return;
        }
        user = verified.claims.sub;
        exp = verified.claims.exp;
      } else if (token !== undefined && typeof token !== "string") {
        this.disconnect(Disconnect.badRequest);
        return;
      }
      if (this.closed) return;
      clearTimeout(this.connectTimer);
      this.user = user;
      const ttl = this.expireAt(exp);
      this.reply(id, {
        connect: {
          client: this.client,
          version: VERSION,
          ...(ttl > 0 ? { expires: true, ttl } : {}),
          ping: Math.round(pingIntervalMs / 1000),
          pong: true,
        },
      });
    }

    private async refresh(id: number, token: unknown): Promise<void> {
      if (typeof token !== "string" || token === "") {
        this.disconnect(Disconnect.badRequest);
        return;
      }
      const verified = await keys.verify(token, now());
      if (!verified.ok) {
        this.disconnect(verified.reason === "expired" ? Disconnect.expired : Disconnect.invalidToken);
        return;
      }
      // A refresh renews this user's connection; it cannot turn it into another user's.
      if (verified.claims.sub !== this.user) {
        this.disconnect(Disconnect.invalidToken);
        return;
      }
      const ttl = this.expireAt(verified.claims.exp);
      this.reply(id, {
        refresh: { client: this.client, version: VERSION, ...(ttl > 0 ? { expires: true, ttl } : {}) },
      });
    }

    /** Schedules the connection's end at `exp` (seconds; 0 never); answers the ttl in seconds. */
    private expireAt(exp: number): number {
      clearTimeout(this.expiry);
      if (exp === 0) return 0;
      const ms = exp * 1000 - now().getTime();
      this.expiry = setTimeout(() => this.disconnect(Disconnect.expired), Math.max(ms, 0) + expiryGraceMs);
      this.expiry.unref();
      // The client refreshes after `ttl` seconds: rounded down, so it asks before the expiry.
      return Math.max(Math.floor(ms / 1000), 1);
    }

    private async subscribe(id: number, request: NonNullable<Command["subscribe"]>): Promise<void> {
      const channel = request.channel;
      if (typeof channel !== "string" || channel === "" || channel.length > MAX_CHANNEL_LENGTH) {
        this.error(id, ErrorCode.badRequest);
        return;
      }
      if (!maySubscribe(this.user ?? "", channel)) {
        this.error(id, ErrorCode.permissionDenied);
        return;
      }
      if (this.subscriptions.has(channel)) {
        this.error(id, ErrorCode.alreadySubscribed);
        return;
      }
      if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
        this.error(id, ErrorCode.limitExceeded);
        return;
      }
      // Listed before the position is read: a publication committed meanwhile waits in `pending`.
      const subscription: Subscription = { ready: false, pending: [], offset: 0 };
      this.subscriptions.set(channel, subscription);
      addSubscriber(channel, this);
      try {
        const offset = Number(request.offset ?? 0);
        const recovering = request.recover === true;
        const result = recovering
          ? await recover(db, channel, typeof request.epoch === "string" ? request.epoch : "", offset)
          : { recovered: false, position: await streamPosition(db, channel), publications: [] };
        if (this.subscriptions.get(channel) !== subscription) return;
        subscription.offset = result.position.offset;
        const publications = result.publications.map(toWire);
        this.reply(id, {
          subscribe: {
            recoverable: true,
            epoch: result.position.epoch,
            offset: result.position.offset,
            ...(recovering ? { was_recovering: true, recovered: result.recovered } : {}),
            ...(publications.length > 0 ? { publications } : {}),
          },
        });
        subscription.ready = true;
        for (const notice of subscription.pending.splice(0)) this.push(notice);
      } catch (error) {
        this.dropSubscription(channel);
        throw error;
      }
    }

    private unsubscribe(id: number, channel: unknown): void {
      if (typeof channel !== "string") {
        this.error(id, ErrorCode.badRequest);
        return;
      }
      this.dropSubscription(channel);
      this.reply(id, { unsubscribe: {} });
    }

    /** Sends a publication of a subscribed channel, in offset order, each once. */
    push(notice: Notice): void {
      const subscription = this.subscriptions.get(notice.c);
      if (!subscription) return;
      if (!subscription.ready) {
        subscription.pending.push(notice);
        return;
      }
      if (notice.o <= subscription.offset) return;
      if (notice.o !== subscription.offset + 1) {
        // A publication was missed (a notification lost): the client subscribes again and recovers.
        this.resubscribe(notice.c);
        return;
      }
      subscription.offset = notice.o;
      this.send(JSON.stringify({ push: { channel: notice.c, pub: { data: notice.d, offset: notice.o } } }));
    }

    /** Ends a subscription with Centrifugo's "insufficient state": the client resubscribes, recovering. */
    resubscribe(channel: string): void {
      if (!this.subscriptions.get(channel)?.ready) return;
      this.dropSubscription(channel);
      this.send(
        JSON.stringify({
          push: { channel, unsubscribe: { code: UNSUBSCRIBE_INSUFFICIENT_STATE, reason: "insufficient state" } },
        }),
      );
    }

    private dropSubscription(channel: string): void {
      if (!this.subscriptions.delete(channel)) return;
      const set = subscribers.get(channel);
      set?.delete(this);
      if (set?.size === 0) subscribers.delete(channel);
    }

    private reply(id: number, body: object): void {
      this.send(JSON.stringify({ id, ...body }));
    }

    private error(id: number, code: number): void {
      this.reply(id, { error: { code, message: ERROR_MESSAGES[code] ?? "error" } });
    }

    private send(text: string): void {
      if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
      if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.disconnect(Disconnect.slow);
        return;
      }
      this.socket.send(text);
    }

    disconnect(reason: DisconnectReason): void {
      if (this.closed) return;
      this.cleanup();
      this.socket.close(reason.code, reason.reason);
    }

    private cleanup(): void {
      if (this.closed) return;
      this.closed = true;
      clearTimeout(this.connectTimer);
      clearTimeout(this.expiry);
      for (const channel of [...this.subscriptions.keys()]) this.dropSubscription(channel);
      connections.delete(this);
    }
  }

  function addSubscriber(channel: string, connection: Connection): void {
    let set = subscribers.get(channel);
    if (!set) {
      set = new Set();
      subscribers.set(channel, set);
    }
    set.add(connection);
  }

  function fanOut(notice: Notice): void {
    const set = subscribers.get(notice.c);
    if (!set) return;
    for (const connection of set) connection.push(notice);
  }

  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        connections.add(new Connection(ws));
      });
    },
    deliver(notice) {
      if (!subscribers.has(notice.c)) return;
      if (queued === 0 && "d" in notice) {
        fanOut(notice);
        return;
      }
      // Data too large for the notification is read from the table; later notices wait their turn.
      queued += 1;
      queue = queue
        .then(async () => {
          if (!subscribers.has(notice.c)) return;
          const data = "d" in notice ? notice.d : await publicationData(db, notice.c, notice.o);
          fanOut({ ...notice, d: data });
        })
        .catch((error: unknown) => log.error({ err: error, channel: notice.c }, "realtime delivery failed"))
        .finally(() => {
          queued -= 1;
        });
    },
    resubscribeAll() {
      for (const connection of connections) {
        for (const channel of [...connection.subscriptions.keys()]) connection.resubscribe(channel);
      }
    },
    stats() {
      let subscriptions = 0;
      for (const connection of connections) subscriptions += connection.subscriptions.size;
      return { connections: connections.size, subscriptions };
    },
    async close() {
      clearInterval(pinger);
      for (const connection of [...connections]) connection.disconnect(Disconnect.shutdown);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function toWire(publication: HistoryPublication): { data: unknown; offset: number } {
  return { data: publication.data, offset: publication.offset };
}
