import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import type { PaymentsSandboxConfig } from "../config.ts";
import { SANDBOX_CRYPTO_GATEWAY } from "./crypto/crypto-deposits.ts";
import type { ConnectedProviders } from "./methods-repository.ts";
import { type CallbackDelivery, createCallbackDelivery } from "./sandbox/callback-delivery.ts";
import { createSandboxGateway, SANDBOX_GATEWAY, type SandboxGateway } from "./sandbox/sandbox-gateway.ts";
import { resolveSandboxLimits, type SandboxTransferLimits } from "./sandbox/transfer-limits.ts";
import { type ReconciliationResult, reconcileWithdrawals } from "./withdrawal-reconciliation.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment gateway (the built-in sandbox), its callback sender and the connected providers. */
    payments: {
      gateway: SandboxGateway;
      delivery: CallbackDelivery;
      /** Providers whose methods are offered: the sandboxes' when PAYMENTS_SANDBOX is on, else none. */
      providers: ConnectedProviders;
      sandbox: { enabled: boolean; limits: SandboxTransferLimits };
      /** Withdrawal reconciliation: `run` now (the periodic job and the start call it), `started` the start's run. */
      reconciliation: {
        run(): Promise<ReconciliationResult>;
        started: Promise<ReconciliationResult> | null;
        pending(): Promise<ReconciliationResult> | null;
      };
    };
  }
  interface FastifyContextConfig {
    /** Server-to-server routes (gateway callbacks) skip the same-origin check; they verify a signature. */
    crossOrigin?: boolean;
  }
}

/** Tier 2: the gateway with its secret (SANDBOX_GATEWAY_SECRET, else random at boot). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.paymentsSandbox;
    const gateway = createSandboxGateway(app.config.sandboxGatewaySecret, app.database.db);
    const delivery = createCallbackDelivery(app, app.log.child({ module: "sandbox-gateway" }));
    const providers: ConnectedProviders = new Set(settings.enabled ? [SANDBOX_GATEWAY, SANDBOX_CRYPTO_GATEWAY] : []);
    const sandbox = { enabled: settings.enabled, limits: resolveSandboxLimits(settings) };
    const reconciliation = createReconciliationJob(app, gateway);
    app.decorate("payments", { gateway, delivery, providers, sandbox, reconciliation });
    warnOfSandboxInProduction(app, settings);
    app.addHook("onReady", async () => {
      reconciliation.started = reconciliation.run();
    });
    scheduleClusterJob(app, {
      name: "withdrawal-reconciliation",
      intervalMs: app.config.withdrawalReconcileIntervalMs,
      run: () => reconciliation.run(),
    });
    app.addHook("onClose", async () => {
      await reconciliation.pending();
      await delivery.close();
    });
  },
  { name: "payments", dependencies: ["database"] },
);

/**
 * Withdrawal reconciliation at start and every WITHDRAWAL_RECONCILE_INTERVAL_MS (on the node of the
 * cluster that claims the run: scheduleClusterJob); a run still going
 * when the next is due is reused, and a failed run is logged and retried at the next tick.
 */
function createReconciliationJob(app: FastifyInstance, gateway: SandboxGateway) {
  const log = app.log.child({ job: "withdrawal-reconciliation" });
  let running: Promise<ReconciliationResult> | null = null;
  const job = {
    started: null as Promise<ReconciliationResult> | null,
    /** The run under way, if any (close waits for it). */
    pending: () => running,
    run(): Promise<ReconciliationResult> {
      running ??= reconcileWithdrawals(app.database.db, gateway, { now: app.clock(), log })
        .catch((error: unknown) => {
          log.error({ err: error }, "withdrawal reconciliation failed; retried at the next run");
          return { settled: [], putBack: [] };
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
  return job;
}

/** The sandboxes credit test money: on in production, every start says so loudly. */
function warnOfSandboxInProduction(app: FastifyInstance, settings: PaymentsSandboxConfig): void {
  if (!settings.enabled || !settings.isProduction) return;
  app.log.warn(
    { paymentsSandbox: true },
    "PAYMENTS_SANDBOX IS ON WITH NODE_ENV=production: the sandbox gateway and chain credit test money " +
      "(signed-in players, capped per transfer and per day). Set PAYMENTS_SANDBOX=off on a real casino.",
  );
}
