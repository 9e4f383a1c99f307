import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PaymentsSandboxConfig } from "../config.ts";
import { SANDBOX_CRYPTO_GATEWAY } from "./crypto/crypto-deposits.ts";
import type { ConnectedProviders } from "./methods-repository.ts";
import { type CallbackDelivery, createCallbackDelivery } from "./sandbox/callback-delivery.ts";
import { createSandboxGateway, SANDBOX_GATEWAY, type SandboxGateway } from "./sandbox/sandbox-gateway.ts";
import { resolveSandboxLimits, type SandboxTransferLimits } from "./sandbox/transfer-limits.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment gateway (the built-in sandbox), its callback sender and the connected providers. */
    payments: {
      gateway: SandboxGateway;
      delivery: CallbackDelivery;
      /** Providers whose methods are offered: the sandboxes' when PAYMENTS_SANDBOX is on, else none. */
      providers: ConnectedProviders;
      sandbox: { enabled: boolean; limits: SandboxTransferLimits };
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
    app.decorate("payments", { gateway, delivery, providers, sandbox });
    warnOfSandboxInProduction(app, settings);
    app.addHook("onClose", async () => {
      await delivery.close();
    });
  },
  { name: "payments", dependencies: ["database"] },
);

/** The sandboxes credit test money: on in production, every start says so loudly. */
function warnOfSandboxInProduction(app: FastifyInstance, settings: PaymentsSandboxConfig): void {
  if (!settings.enabled || !settings.isProduction) return;
  app.log.warn(
    { paymentsSandbox: true },
    "PAYMENTS_SANDBOX IS ON WITH NODE_ENV=production: the sandbox gateway and chain credit test money " +
      "(signed-in players, capped per transfer and per day). Set PAYMENTS_SANDBOX=off on a real casino.",
  );
}
