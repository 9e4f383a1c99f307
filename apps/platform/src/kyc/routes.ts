import type { FastifyInstance } from "fastify";
import { documentOperatorPermission } from "../operators/route-permissions.ts";
import { operatorKycRoutes } from "./operator-routes.ts";
import { playerDocumentRoutes } from "./player-routes.ts";
import { createReviewMailDelivery } from "./review-mail.ts";

/** KYC: the player's documents (`/api/player/documents`) and their review (`/api/operator/kyc`). */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  // The review mails' sender and its retry job live with the routes that decide (one per node).
  const reviewMails = createReviewMailDelivery(app);
  app.addHook("onClose", () => reviewMails.stop());
  await app.register(playerDocumentRoutes);
  await app.register(async (operatorApp) => {
    // As under operators/routes.ts: each route's permission goes into the OpenAPI document, and
    // answers carrying players' papers are never cached.
    operatorApp.addHook("onRoute", documentOperatorPermission);
    operatorApp.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    await operatorApp.register(operatorKycRoutes, { reviewMails });
  });
}
