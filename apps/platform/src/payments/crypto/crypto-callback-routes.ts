import { errorBody, sandboxCryptoCallbackAnswer, validationErrorBody } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { verifyCryptoCallback } from "./crypto-callback.ts";
import { applyCryptoTransfer } from "./crypto-deposits.ts";

export const CRYPTO_CALLBACK_PATH = "/api/payments/callbacks/sandbox-crypto";

/**
 * POST /api/payments/callbacks/sandbox-crypto: the sandbox chain's signed notice of a transfer to a
 * deposit address. Like the card callbacks (callback-routes.ts): exempt from the same-origin check,
 * authenticated by the HMAC of the raw body, so this scope keeps the body as the bytes received.
 */
export async function cryptoCallbackRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.post(
    "/payments/callbacks/sandbox-crypto",
    {
      config: { crossOrigin: true },
      schema: {
        tags: ["payments"],
        summary: "Sandbox chain callback: a transfer to a deposit address (signed server-to-server notice)",
        description:
          "Raw JSON body `{event_id, currency, tx_hash, address, amount_cents, confirmations, timestamp}` " +
          "(schema SandboxCryptoCallback), HMAC-SHA256 hex in `x-sandbox-signature`. 401 for a missing, " +
          "wrong or stale signature, 404 for an address never given out. Idempotent: the deposit is " +
          "credited once, when `confirmations` reaches the currency's requirement.",
        response: {
          200: sandboxCryptoCallbackAnswer,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === "string" ? request.body : "";
      const notice = verifyCryptoCallback(app.payments.gateway.sign, raw, request.headers, app.clock());
      return applyCryptoTransfer(app.database.db, notice, app.clock(), request.log);
    },
  );
}
