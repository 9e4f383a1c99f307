import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CallbackDelivery, createCallbackDelivery } from "./sandbox/callback-delivery.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox/sandbox-gateway.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment gateway (the built-in sandbox) and its callback sender. */
    payments: { gateway: SandboxGateway; delivery: CallbackDelivery };
  }
  interface FastifyContextConfig {
    /** Server-to-server routes (gateway callbacks) skip the same-origin check; they verify a signature. */
    crossOrigin?: boolean;
  }
}

/** Tier 2: the gateway with its secret (SANDBOX_GATEWAY_SECRET, else random at boot). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const gateway = createSandboxGateway(app.config.sandboxGatewaySecret);
    const delivery = createCallbackDelivery(app, app.log.child({ module: "sandbox-gateway" }));
    app.decorate("payments", { gateway, delivery });
    app.addHook("onClose", async () => {
      await delivery.close();
    });
  },
  { name: "payments", dependencies: ["database"] },
);
