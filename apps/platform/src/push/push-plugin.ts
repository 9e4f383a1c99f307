import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { selectRows } from "../db/database.ts";
import { createPushDelivery, type PushDelivery } from "./delivery.ts";
import { pushNotifyChannelSql } from "./notify.ts";
import { resolveVapidKeys, type VapidKeys } from "./vapid-keys.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Web Push (src/push/): the VAPID keys and the delivery job. */
    push: { keys: VapidKeys; delivery: PushDelivery };
  }
}

/**
 * Tier 2: the VAPID keys (configured, or made at first start and kept in the database) and the job
 * that sends the push outbox. A push queued in a transaction (notify.ts) NOTIFYs on commit: every
 * node hears it and runs the job, and the row claim lets exactly one of them send each push. Every
 * PUSH_RETRY_INTERVAL_MS each node also sends what is due again (retries, a NOTIFY missed).
 */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const log = app.log.child({ job: "push" });
    const keys = await resolveVapidKeys(db, app.config.push);
    const delivery = createPushDelivery({ db, keys, config: app.config.push, log });
    const [row] = await selectRows<{ name: string }>(db, sql`select ${pushNotifyChannelSql()} as name`);
    if (!row) throw new Error("no push notification channel");
    const unlisten = await app.database.listen(
      row.name,
      () => delivery.kick(),
      () => delivery.kick(),
    );
    app.decorate("push", { keys, delivery });
    app.addHook("onReady", async () => delivery.kick());
    app.addHook("onClose", async () => {
      await unlisten();
      await delivery.stop();
    });
  },
  { name: "push", dependencies: ["database"] },
);
