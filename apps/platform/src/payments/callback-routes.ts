import { errorBody } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { settleDeposit } from "./deposits.ts";

const callbackAnswer = z.object({ status: z.enum(["settled", "already_final"]) });

/**
 * POST /api/payments/callbacks/sandbox: the gateway's server-to-server notification. Exempt from
 * the same-origin check (no browser sends it); instead the HMAC-SHA256 of the RAW body must match
 * (`x-sandbox-signature`), so this scope keeps the body as the exact bytes received.
 */
export async function callbackRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.post(
    "/payments/callbacks/sandbox",
    {
      config: { crossOrigin: true },
      schema: {
        tags: ["payments"],
        summary: "Sandbox gateway callback (signed server-to-server notification)",
        description: "401 for a missing, wrong or stale signature. Idempotent: a repeat changes nothing.",
        response: { 200: callbackAnswer, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const raw = typeof request.body === "string" ? request.body : "";
      const { gateway } = app.payments;
      const callback = gateway.verifyCallback(raw, request.headers, app.clock());
      const status = await settleDeposit(app.database.db, gateway.name, callback, app.clock(), request.log);
      return { status };
    },
  );
}
