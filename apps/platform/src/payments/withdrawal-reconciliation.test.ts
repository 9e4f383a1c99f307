import { eq, like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/database.ts";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { realtimePublications } from "../realtime/schema.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import type { PaymentGateway } from "./gateway.ts";
import { balanceOf, depositedPlayer, requestSkrillWithdrawal } from "./payment-test-helpers.ts";
import { payments } from "./schema.ts";
import { PAYOUT_GRACE_MS } from "./withdrawal-reconciliation.ts";
import { approveWithdrawal } from "./withdrawals.ts";

// A withdrawal left in `processing` by a crash between the gateway's payout and the ledger posting
// is finished at the next start or by the periodic job, once, whichever node gets to it.

let tdb: TestDatabase;
let app: FastifyInstance;
const ENV = { SIGN_UP_RATE_LIMIT_IP: "1000", SANDBOX_GATEWAY_SECRET: "reconciliation-secret" };
/** Nodes started after the crash, past the payout grace period. */
const later = () => new Date(Date.now() + PAYOUT_GRACE_MS + 60_000);
const noAudit = { locale: "en" as const, now: new Date(), record: async () => {} };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(ENV));
});
afterAll(() => tdb.close());

/**
 * The process dies right after the gateway answered: the approval's promise never settles, as if
 * the node were gone; the payment stays `processing`. With `paid` false it dies before the call.
 */
function crashingGateway(paid: boolean): PaymentGateway {
  const sandbox = app.payments.gateway;
  return {
    ...sandbox,
    async createPayout(request) {
      if (paid) await sandbox.createPayout(request);
      return new Promise(() => {});
    },
  };
}

async function crashDuringApproval(id: number, paid: boolean): Promise<void> {
  void approveWithdrawal(tdb.database.db, crashingGateway(paid), id, noAudit);
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await paymentRow(id)).state === "processing") {
      if (!paid || (await app.payments.gateway.getPayout(id))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the approval never reached the gateway");
}

async function paymentRow(id: number) {
  const [row] = await tdb.database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

async function postedKeys(id: number): Promise<string[]> {
  const result = await tdb.database.db.execute(
    sql`select idempotency_key from ledger_transactions where idempotency_key like ${`withdrawal%:${id}`} order by id`,
  );
  return rowsOf<{ idempotency_key: string }>(result).map((row) => row.idempotency_key);
}

async function pendingWithdrawalBalance(playerId: number): Promise<bigint> {
  return (await findAccount(tdb.database.db, "pending_withdrawal", "EUR", playerId))?.balance ?? 0n;
}

/** payments_changes events of a payment (the site refreshes the player's payments on each). */
async function eventsOf(id: number): Promise<number> {
  const rows = await tdb.database.db
    .select()
    .from(realtimePublications)
    .where(like(realtimePublications.channel, "payments_changes#%"));
  return rows.filter((row) => (row.data as { id: number }).id === id).length;
}

describe("withdrawal reconciliation", () => {
  it("at start: a payout the gateway made before the crash is posted once and the withdrawal succeeds", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 30);
    await crashDuringApproval(id, true);
    expect(await postedKeys(id)).toEqual([`withdrawal:${id}`]);
    expect(await pendingWithdrawalBalance(player.id)).toBe(3000n);

    // A node started within the grace period leaves it alone: the approval may still be running.
    const early = await tdb.buildApp(ENV);
    expect(await early.payments.reconciliation.started).toEqual({ settled: [], putBack: [] });
    expect((await paymentRow(id)).state).toBe("processing");

    const restarted = await tdb.buildApp(ENV, { now: later });
    expect((await restarted.payments.reconciliation.started)?.settled).toContain(id);
    expect(await paymentRow(id)).toMatchObject({ state: "succeeded", success: true, gatewayReference: `sbx_po_${id}` });
    expect(await postedKeys(id)).toEqual([`withdrawal:${id}`, `withdrawal-payout:${id}`]);
    expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
    expect(await balanceOf(app, player.cookie)).toBe(7000);

    // Idempotent: another run, or another node, finds nothing more to do.
    expect((await restarted.payments.reconciliation.run()).settled).not.toContain(id);
    const another = await tdb.buildApp(ENV, { now: later });
    expect((await another.payments.reconciliation.started)?.settled).not.toContain(id);
    expect(await postedKeys(id)).toEqual([`withdrawal:${id}`, `withdrawal-payout:${id}`]);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("a crash before the gateway call puts the withdrawal back to pending with its money held; it can be approved again", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 40);
    await crashDuringApproval(id, false);
    const restarted = await tdb.buildApp(ENV, { now: later });
    expect((await restarted.payments.reconciliation.started)?.putBack).toContain(id);
    expect(await paymentRow(id)).toMatchObject({ state: "pending", success: false });
    expect(await pendingWithdrawalBalance(player.id)).toBe(4000n);
    expect(await postedKeys(id)).toEqual([`withdrawal:${id}`]);
    // Requested, processing, pending again: the player's payments list follows.
    expect(await eventsOf(id)).toBe(3);

    const approved = await approveWithdrawal(tdb.database.db, app.payments.gateway, id, noAudit);
    expect(approved.state).toBe("succeeded");
    expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("exactly once when several nodes reconcile at the same moment", async () => {
    const player = await depositedPlayer(app, 200);
    const ids = [
      await requestSkrillWithdrawal(app, player.cookie, 30),
      await requestSkrillWithdrawal(app, player.cookie, 20),
    ];
    for (const id of ids) await crashDuringApproval(id, true);
    const nodes = await Promise.all([1, 2, 3].map(() => tdb.buildApp(ENV, { now: later })));
    const runs = await Promise.all(
      nodes.flatMap((node) => [node.payments.reconciliation.run(), node.payments.reconciliation.run()]),
    );
    const starts = await Promise.all(nodes.map((node) => node.payments.reconciliation.started));
    const settled = [...runs, ...starts].flatMap((run) => run?.settled ?? []).filter((id) => ids.includes(id));
    expect(settled.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await postedKeys(id)).toEqual([`withdrawal:${id}`, `withdrawal-payout:${id}`]);
    expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
    expect(await balanceOf(app, player.cookie)).toBe(15_000);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("runs periodically (WITHDRAWAL_RECONCILE_INTERVAL_MS), not only at start", async () => {
    let now = new Date();
    const node = await tdb.buildApp({ ...ENV, WITHDRAWAL_RECONCILE_INTERVAL_MS: "100" }, { now: () => now });
    await node.payments.reconciliation.started;
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 25);
    await crashDuringApproval(id, true);
    now = later();
    for (let tries = 0; tries < 100 && (await paymentRow(id)).state === "processing"; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await paymentRow(id)).state).toBe("succeeded");
    expect(await postedKeys(id)).toEqual([`withdrawal:${id}`, `withdrawal-payout:${id}`]);
  });
});
