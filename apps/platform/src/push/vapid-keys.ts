import webPush from "web-push";
import type { PushConfig } from "../config.ts";
import type { Executor } from "../db/database.ts";
import { pushVapidKeys } from "./schema.ts";

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public key: the site's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** The JWT's `sub`: how a push service reaches the operator. */
  subject: string;
}

/**
 * The server's VAPID keys: the configured pair, else the one kept in the database, made at first
 * start (the first node to start inserts it; every other node reads that same pair). Keeping them
 * matters: a new key pair invalidates every browser's subscription.
 */
export async function resolveVapidKeys(db: Executor, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.subject };
  const generated = webPush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: generated.publicKey, privateKey: generated.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys);
  if (!row) throw new Error("push VAPID keys missing");
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject: config.subject };
}
